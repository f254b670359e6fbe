import { Link } from 'react-router';
import { conversionTable, FUNNEL_STAGES, type Funnel } from '@contracts/reports';
import { TitledCard } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useConversionReport } from '../api/get-conversion-report';
import { queryOf } from '../api/report-params';
import { useReportParams } from '../hooks/use-report-params';
import { HorizontalBars, TrendChart } from './report-charts';
import { ReportActions } from './report-actions';
import { ReportFilters, Stat } from './report-filters';
import { RouterPicker } from './router-picker';

const n = (x: number) => x.toLocaleString('en-US');
const rate = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–');

function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <Table aria-label="Funnel">
      <THead>
        <TR>
          <TH>Stage</TH>
          <TH className="text-right">Prospects</TH>
          <TH className="text-right">Of submitted</TH>
        </TR>
      </THead>
      <TBody>
        {FUNNEL_STAGES.map(([key, label]) => (
          <TR key={key} data-testid={`funnel-${key}`}>
            <TD>{label}</TD>
            <TD className="text-right tabular-nums">{n(funnel[key])}</TD>
            <TD className="text-right tabular-nums text-muted-foreground">{rate(funnel[key], funnel.submitted)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

/** /reports/conversion-report: forms submitted, qualified, disqualified, booked and not booked, with the daily trend. */
export function ConversionReportPage() {
  const { params, update } = useReportParams();
  const report = useConversionReport(params);
  const data = report.data;
  const exportRequest = { kind: 'conversion_report' as const, filters: queryOf(params) as never };
  return (
    <div>
      <PageHeader
        title="Conversion report"
        description={data?.scope === 'own' ? 'Your prospects: how many submitted a form, qualified, and booked.' : 'How prospects move through your routers: forms submitted, qualified, booked.'}
        actions={<ReportActions table={data ? conversionTable(data) : null} fileName={`conversion-report-${data?.range.from ?? ''}-${data?.range.to ?? ''}.csv`} exportRequest={data ? exportRequest : null} />}
      />
      <ReportFilters params={params} resolved={data?.range} onChange={update}>
        <RouterPicker value={params.routerId} allLabel="All routers" onChange={(routerId) => update({ routerId })} />
      </ReportFilters>
      {report.isError ? (
        <ListError what="the conversion report" error={report.error} retry={() => report.refetch()} />
      ) : !data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <div className="grid min-w-0 gap-5 [&>*]:min-w-0" aria-busy={report.isFetching}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {FUNNEL_STAGES.map(([key, label]) => (
              <Stat key={key} label={label} value={n(data.funnel[key])} hint={key === 'submitted' ? undefined : `${rate(data.funnel[key], data.funnel.submitted)} of submitted`} testId={`stat-${key}`} />
            ))}
          </dl>
          {data.funnel.pending > 0 && <p className="text-sm text-muted-foreground">{n(data.funnel.pending)} qualified prospects are still choosing a slot.</p>}
          <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
            <TitledCard title="Funnel" contentClassName="grid gap-4">
              <HorizontalBars
                data={FUNNEL_STAGES.map(([key, label]) => ({ name: label, value: data.funnel[key] }))}
                series={[{ key: 'value', label: 'Prospects' }]}
                summary={FUNNEL_STAGES.map(([key, label]) => `${label} ${data.funnel[key]}`).join(', ')}
              />
              <FunnelTable funnel={data.funnel} />
            </TitledCard>
            <TitledCard title="Trend overview" contentClassName="grid gap-4">
              <TrendChart
                data={data.trend}
                series={[
                  { key: 'submitted', label: 'Forms submitted' },
                  { key: 'booked', label: 'Booked' },
                  { key: 'notBooked', label: 'Not booked' },
                  { key: 'disqualified', label: 'Disqualified' },
                ]}
                summary={`Daily trend from ${data.range.from} to ${data.range.to}: ${n(data.funnel.submitted)} forms submitted, ${n(data.funnel.booked)} booked.`}
              />
              <details>
                <summary className="cursor-pointer text-sm font-medium">Show the trend as a table</summary>
                <div className="mt-2 max-h-80 overflow-auto">
                  <Table aria-label="Trend by day">
                    <THead>
                      <TR>
                        <TH>Day</TH>
                        {FUNNEL_STAGES.map(([key, label]) => (
                          <TH key={key} className="text-right">
                            {label}
                          </TH>
                        ))}
                      </TR>
                    </THead>
                    <TBody>
                      {data.trend.map((t) => (
                        <TR key={t.day}>
                          <TD className="whitespace-nowrap">{t.day}</TD>
                          {FUNNEL_STAGES.map(([key]) => (
                            <TD key={key} className="text-right tabular-nums">
                              {n(t[key])}
                            </TD>
                          ))}
                        </TR>
                      ))}
                    </TBody>
                  </Table>
                </div>
              </details>
            </TitledCard>
          </div>
          <p className="text-sm text-muted-foreground">
            See who got the meetings in the{' '}
            <Link className="font-medium text-primary hover:underline" to={`/reports/distribution-report?${new URLSearchParams({ ...queryOf(params) }).toString()}`}>
              distribution report
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
