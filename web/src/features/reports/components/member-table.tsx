import { MEETING_STATUS_LABELS, REPORT_MEETING_STATUSES, type MemberDistribution } from '@contracts/reports';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);

/** Share against weighted share: within 5 points reads as on target. */
function drift(m: MemberDistribution) {
  if (m.weightedShare === null) return { text: 'Not in a pod', tone: 'text-muted-foreground' };
  const d = (m.share - m.weightedShare) * 100;
  if (Math.abs(d) < 5) return { text: 'On target', tone: 'text-emerald-700 dark:text-emerald-400' };
  return d > 0 ? { text: `${d.toFixed(1)} pts above`, tone: 'text-amber-700 dark:text-amber-400' } : { text: `${(-d).toFixed(1)} pts below`, tone: 'text-amber-700 dark:text-amber-400' };
}

/** The member comparison table: meetings by status, share of the meetings shown, and the share the pod weights give. */
export function MemberTable({ members, comparable }: { members: MemberDistribution[]; comparable: boolean }) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Member comparison">
        <THead>
          <TR>
            <TH>Member</TH>
            {REPORT_MEETING_STATUSES.map((s) => (
              <TH key={s} className="text-right">
                {MEETING_STATUS_LABELS[s]}
              </TH>
            ))}
            <TH className="text-right">Total</TH>
            <TH className="text-right">Share</TH>
            {comparable && (
              <>
                <TH className="text-right">Weighted share</TH>
                <TH>Against weight</TH>
              </>
            )}
          </TR>
        </THead>
        <TBody>
          {members.length === 0 ? (
            <TR>
              <TD colSpan={comparable ? 9 : 7} className="py-6 text-center text-muted-foreground">
                No meetings in this range.
              </TD>
            </TR>
          ) : (
            members.map((m) => {
              const d = drift(m);
              return (
                <TR key={m.userId} data-testid="member-row">
                  <TD className="whitespace-nowrap font-medium">{m.name}</TD>
                  {REPORT_MEETING_STATUSES.map((s) => (
                    <TD key={s} className="text-right tabular-nums">
                      {m.byStatus[s]}
                    </TD>
                  ))}
                  <TD className="text-right font-medium tabular-nums">{m.total}</TD>
                  <TD className="text-right tabular-nums">{pct(m.share)}</TD>
                  {comparable && (
                    <>
                      <TD className="text-right tabular-nums">
                        {pct(m.weightedShare)}
                        {m.weight !== null && <span className="ml-1 text-xs text-muted-foreground">(weight {m.weight})</span>}
                      </TD>
                      <TD className={cn('whitespace-nowrap text-sm', d.tone)}>{d.text}</TD>
                    </>
                  )}
                </TR>
              );
            })
          )}
        </TBody>
      </Table>
    </div>
  );
}
