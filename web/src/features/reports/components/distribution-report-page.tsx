import { useParams } from 'react-router';
import { distributionTable, MEETING_STATUS_LABELS, REPORT_MEETING_STATUSES, type ReportRouterKind } from '@contracts/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useDistributionReport } from '../api/get-distribution-report';
import { queryOf } from '../api/report-params';
import { useReportParams } from '../hooks/use-report-params';
import { MemberTable } from './member-table';
import { HorizontalBars, TrendChart } from './report-charts';
import { ReportActions } from './report-actions';
import { ReportFilters, Stat } from './report-filters';
import { RouterPicker } from './router-picker';
import { Select } from '@web/components/ui/select';
import { plural } from '@web/lib/plural';

const n = (x: number) => x.toLocaleString('en-US');
const STATUS_SERIES = REPORT_MEETING_STATUSES.map((s) => ({ key: s, label: MEETING_STATUS_LABELS[s] }));

/**
 * /reports/distribution-report, and a relay's /handover-router/distribution-reports(/:id): meetings by
 * status and member, top booker, direct bookings versus shared links, and the member comparison table.
 */
export function DistributionReportPage({ kind }: { kind?: ReportRouterKind }) {
  const { id } = useParams();
  const { params, update } = useReportParams(kind ? { routerKind: kind, ...(id ? { routerId: id } : {}) } : {});
  const report = useDistributionReport(params);
  const data = report.data;
  const relays = kind === 'relay';
  const title = relays ? (data?.router ? `Distribution report: ${data.router.name}` : 'Relay distribution reports') : 'Distribution report';
  return (
    <div>
      <PageHeader
        title={title}
        description={data?.scope === 'own' ? 'Your meetings by status, booker and channel.' : 'Who got the meetings, by status, member and booker, against each member’s weighted share.'}
        actions={
          <ReportActions
            table={data ? distributionTable(data) : null}
            fileName={`distribution-report-${data?.range.from ?? ''}-${data?.range.to ?? ''}.csv`}
            exportRequest={data ? { kind: 'distribution_report', filters: queryOf(params) as never } : null}
          />
        }
      />
      <ReportFilters params={params} resolved={data?.range} onChange={update}>
        {!id && <RouterPicker value={params.routerId} kind={kind} allLabel={relays ? 'All relays' : 'All routers and relays'} onChange={(routerId) => update({ routerId })} />}
        <div className="grid gap-1">
          <Label htmlFor="report-status">Status</Label>
          <Select id="report-status" className="sm:w-48" value={params.status ?? ''} onChange={(e) => update({ status: e.target.value || null })}>
            <option value="">All statuses</option>
            {REPORT_MEETING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MEETING_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </ReportFilters>
      {report.isError ? (
        <ListError what="the distribution report" error={report.error} retry={() => report.refetch()} />
      ) : !data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <div className="grid min-w-0 gap-5 [&>*]:min-w-0" aria-busy={report.isFetching}>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={data.status ? `${MEETING_STATUS_LABELS[data.status]} meetings` : 'Meetings'} value={n(data.total)} testId="stat-total" />
            <Stat label="Top booker" value={data.topBooker ? data.topBooker.name : '–'} hint={data.topBooker ? `${plural(data.topBooker.meetings, 'meeting')} booked` : 'No member booked for a prospect'} testId="stat-top-booker" />
            <Stat label="Direct bookings" value={n(data.channels.direct)} hint="Booked by a member for the prospect" testId="stat-direct" />
            <Stat label="Shared links" value={n(data.channels.sharedLink)} hint="Booked by the prospect through a link, router or form" testId="stat-shared" />
          </dl>
          <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <CardHeader>
                <CardTitle>Meetings by status</CardTitle>
                <CardDescription>Every status in the range; the status filter narrows the rest of the report.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <HorizontalBars data={STATUS_SERIES.map((s) => ({ name: s.label, value: data.byStatus[s.key] }))} series={[{ key: 'value', label: 'Meetings' }]} summary={STATUS_SERIES.map((s) => `${s.label} ${data.byStatus[s.key]}`).join(', ')} />
                <Table aria-label="Meetings by status">
                  <TBody>
                    {STATUS_SERIES.map((s) => (
                      <TR key={s.key} data-testid={`status-${s.key}`}>
                        <TD>{s.label}</TD>
                        <TD className="text-right tabular-nums">{n(data.byStatus[s.key])}</TD>
                      </TR>
                    ))}
                  </TBody>
                </Table>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Meetings by member</CardTitle>
              </CardHeader>
              <CardContent>
                <HorizontalBars
                  data={data.members.slice(0, 15).map((m) => ({ name: m.name, ...m.byStatus }))}
                  series={data.status ? STATUS_SERIES.filter((s) => s.key === data.status) : STATUS_SERIES}
                  summary={data.members.map((m) => `${m.name} ${m.total}`).join(', ') || 'No meetings'}
                />
              </CardContent>
            </Card>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Member comparison</CardTitle>
              <CardDescription>{data.scope === 'own' ? 'Your meetings.' : 'Each member’s share of the meetings shown against the share their pod weights give them.'}</CardDescription>
            </CardHeader>
            <CardContent>
              <MemberTable members={data.members} comparable={data.scope === 'organization'} />
            </CardContent>
          </Card>
          <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <CardHeader>
                <CardTitle>Bookers</CardTitle>
              </CardHeader>
              <CardContent>
                <Table aria-label="Bookers">
                  <THead>
                    <TR>
                      <TH>Booker</TH>
                      <TH className="text-right">Meetings</TH>
                    </TR>
                  </THead>
                  <TBody>
                    {data.bookers.length === 0 ? (
                      <TR>
                        <TD colSpan={2} className="text-muted-foreground">
                          Prospects booked every meeting themselves.
                        </TD>
                      </TR>
                    ) : (
                      data.bookers.map((b) => (
                        <TR key={b.userId}>
                          <TD>{b.name}</TD>
                          <TD className="text-right tabular-nums">{n(b.meetings)}</TD>
                        </TR>
                      ))
                    )}
                  </TBody>
                </Table>
                <Table aria-label="Sources" className="mt-4">
                  <THead>
                    <TR>
                      <TH>Source</TH>
                      <TH className="text-right">Meetings</TH>
                    </TR>
                  </THead>
                  <TBody>
                    {data.sources.map((s) => (
                      <TR key={s.source}>
                        <TD>{s.label}</TD>
                        <TD className="text-right tabular-nums">{n(s.meetings)}</TD>
                      </TR>
                    ))}
                  </TBody>
                </Table>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Trend overview</CardTitle>
              </CardHeader>
              <CardContent>
                <TrendChart data={data.trend} series={STATUS_SERIES} summary={`Meetings booked per day from ${data.range.from} to ${data.range.to}, by status.`} />
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}

/** The handover router's distribution reports: pick a relay (or all relays), or one relay by id. */
export const RelayDistributionReportsPage = () => <DistributionReportPage kind="relay" />;
