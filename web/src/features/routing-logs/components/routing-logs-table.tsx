import { Link, useNavigate } from 'react-router';
import { BOOKED_BY_SOURCE_LABELS, type BookedBySource } from '@contracts/relay';
import { ASSIGNEE_STATE_LABELS } from '@contracts/routing-sessions';
import type { RoutingLogRowDto } from '@contracts/routing-logs';
import { PersonCell } from '@web/components/ui/avatar';
import { Table, TBody, TD, TH, TR, THeadRow } from '@web/components/ui/table';
import { OutcomeBadge } from './outcome-badge';
import { dateTimeIn, viaLine } from './routing-log-labels';

const detailsPath = (id: string) => `/routing-logs/${encodeURIComponent(id)}/details`;

/** The log's columns (spec section 2): logged at, prospect, assigned to, router used with its via line, booked by. */
export function RoutingLogsTable({ rows, timeZone }: { rows: RoutingLogRowDto[]; timeZone: string }) {
  const navigate = useNavigate();
  return (
    <Table>
      <THeadRow>
        <TH>Logged at</TH>
        <TH>Prospect</TH>
        <TH className="hidden md:table-cell">Assigned to</TH>
        <TH className="hidden lg:table-cell">Router used</TH>
        <TH className="hidden sm:table-cell">Booked by</TH>
      </THeadRow>
      <TBody>
        {rows.map((r) => {
          const via = viaLine(r.via, r.viaName);
          return (
            <TR
              key={r.id}
              className="cursor-pointer"
              onClick={(e) => !(e.target as HTMLElement).closest('a') && navigate(detailsPath(r.id))}
            >
              <TD className="whitespace-nowrap align-top">
                <Link to={detailsPath(r.id)} className="font-medium hover:underline focus-visible:underline focus-visible:outline-none">
                  {dateTimeIn(r.loggedAt, timeZone)}
                </Link>
                <div className="mt-1">
                  <OutcomeBadge outcome={r.outcome} />
                </div>
              </TD>
              <TD className="align-top">
                <PersonCell name={r.prospect.name} email={r.prospect.email} />
              </TD>
              <TD className="hidden align-top md:table-cell">
                {r.assignee ? (
                  <div className="font-medium">{r.assignee.name || 'Unknown user'}</div>
                ) : (
                  <span className="text-muted-foreground">Not assigned</span>
                )}
                {r.assigneeState && <div className="text-xs text-muted-foreground">{ASSIGNEE_STATE_LABELS[r.assigneeState]}</div>}
              </TD>
              <TD className="hidden align-top lg:table-cell">
                <div className="font-medium">
                  {r.router.name}
                  {r.router.deleted && <span className="ml-1 font-normal text-muted-foreground">(deleted)</span>}
                </div>
                {via && <div className="text-xs text-muted-foreground">{via}</div>}
              </TD>
              <TD className="hidden align-top sm:table-cell">
                {r.bookedBy ?? <span className="text-muted-foreground">—</span>}
                {r.bookedBySource && (
                  <div className="text-xs text-muted-foreground">
                    {BOOKED_BY_SOURCE_LABELS[r.bookedBySource as BookedBySource] ?? r.bookedBySource}
                  </div>
                )}
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
