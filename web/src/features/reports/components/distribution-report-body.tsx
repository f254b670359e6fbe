import { MEETING_STATUS_LABELS, REPORT_MEETING_STATUSES, type DistributionReportDto } from '@contracts/reports';
import { TitledCard } from '@web/components/ui/card';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { plural } from '@web/lib/plural';
import { MemberTable } from './member-table';
import { HorizontalBars, TrendChart } from './report-charts';
import { Stat } from './report-filters';

const n = (x: number) => x.toLocaleString('en-US');
const STATUS_SERIES = REPORT_MEETING_STATUSES.map((s) => ({ key: s, label: MEETING_STATUS_LABELS[s] }));

/** The loaded distribution report: headline figures, meetings by status and member, member comparison, bookers and sources, trend. */
export function DistributionReportBody({ data, fetching }: { data: DistributionReportDto; fetching: boolean }) {
  return (
    <div className="grid min-w-0 gap-5 [&>*]:min-w-0" aria-busy={fetching}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={data.status ? `${MEETING_STATUS_LABELS[data.status]} meetings` : 'Meetings'} value={n(data.total)} testId="stat-total" />
        <Stat label="Top booker" value={data.topBooker ? data.topBooker.name : '–'} hint={data.topBooker ? `${plural(data.topBooker.meetings, 'meeting')} booked` : 'No member booked for a prospect'} testId="stat-top-booker" />
        <Stat label="Direct bookings" value={n(data.channels.direct)} hint="Booked by a member for the prospect" testId="stat-direct" />
        <Stat label="Shared links" value={n(data.channels.sharedLink)} hint="Booked by the prospect through a link, router or form" testId="stat-shared" />
      </dl>
      <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <TitledCard title="Meetings by status" description="Every status in the range; the status filter narrows the rest of the report." contentClassName="grid gap-4">
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
        </TitledCard>
        <TitledCard title="Meetings by member">
          <HorizontalBars
            data={data.members.slice(0, 15).map((m) => ({ name: m.name, ...m.byStatus }))}
            series={data.status ? STATUS_SERIES.filter((s) => s.key === data.status) : STATUS_SERIES}
            summary={data.members.map((m) => `${m.name} ${m.total}`).join(', ') || 'No meetings'}
          />
        </TitledCard>
      </div>
      <TitledCard title="Member comparison" description={data.scope === 'own' ? 'Your meetings.' : 'Each member’s share of the meetings shown against the share their pod weights give them.'}>
        <MemberTable members={data.members} comparable={data.scope === 'organization'} />
      </TitledCard>
      <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <TitledCard title="Bookers">
          <CountTable label="Bookers" heading="Booker" rows={data.bookers.map((b) => ({ key: b.userId, name: b.name, meetings: b.meetings }))} empty="Prospects booked every meeting themselves." />
          <CountTable label="Sources" heading="Source" className="mt-4" rows={data.sources.map((s) => ({ key: s.source, name: s.label, meetings: s.meetings }))} />
        </TitledCard>
        <TitledCard title="Trend overview">
          <TrendChart data={data.trend} series={STATUS_SERIES} summary={`Meetings booked per day from ${data.range.from} to ${data.range.to}, by status.`} />
        </TitledCard>
      </div>
    </div>
  );
}

type CountRow = { key: string; name: string; meetings: number };

/** A two-column table of names and meeting counts; `empty` fills the one row when there are none. */
function CountTable({ label, heading, rows, empty, className }: { label: string; heading: string; rows: CountRow[]; empty?: string; className?: string }) {
  return (
    <Table aria-label={label} className={className}>
      <THead>
        <TR>
          <TH>{heading}</TH>
          <TH className="text-right">Meetings</TH>
        </TR>
      </THead>
      <TBody>
        {rows.length === 0 && empty ? (
          <TR>
            <TD colSpan={2} className="text-muted-foreground">
              {empty}
            </TD>
          </TR>
        ) : (
          rows.map((r) => (
            <TR key={r.key}>
              <TD>{r.name}</TD>
              <TD className="text-right tabular-nums">{n(r.meetings)}</TD>
            </TR>
          ))
        )}
      </TBody>
    </Table>
  );
}
