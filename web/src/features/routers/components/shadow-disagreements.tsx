import * as React from 'react';
import { Link } from 'react-router';
import type { ReplaySideDto } from '@contracts/router-replays';
import { Button } from '@web/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useShadowDisagreements } from '../api/list-shadow-disagreements';
import { useInstantFormat } from '@web/lib/viewer-time';

const OUTCOME = { routed: 'Routed', not_routed: 'Not routed', disqualified: 'Disqualified' } as const;
const KIND = { outcome: 'Outcome', rule: 'Rule', rep: 'Rep' } as const;

function Side({ s }: { s: ReplaySideDto }) {
  return (
    <>
      <span className="whitespace-nowrap">{OUTCOME[s.outcome]}</span>
      {s.ruleName && <span className="block text-xs text-muted-foreground">{s.ruleName}</span>}
      {s.repName && <span className="block text-xs text-muted-foreground">{s.repName}</span>}
    </>
  );
}

/** The sessions the shadow draft decided otherwise: live vs shadow (outcome, rule, rep), each linking to its routing log entry. */
export function ShadowDisagreements({ routerId, shadowId }: { routerId: string; shadowId: string }) {
  const at = useInstantFormat();
  const [cursors, setCursors] = React.useState<string[]>([]);
  const page = useShadowDisagreements(routerId, shadowId, cursors[cursors.length - 1]);
  const rows = page.data?.data ?? [];
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">Disagreements</h3>
      {page.isError && <p role="alert">The disagreements could not be loaded.</p>}
      <div className="overflow-x-auto">
        <Table aria-label="Disagreements">
          <THead>
            <TR>
              <TH>Prospect</TH>
              <TH className="hidden sm:table-cell">Differs in</TH>
              <TH>Live</TH>
              <TH>Shadow</TH>
            </TR>
          </THead>
          <TBody>
            {rows.map((d) => (
              <TR key={d.sessionId}>
                <TD>
                  <Link to={`/routing-logs/${d.sessionId}/details`} className="font-medium underline-offset-2 hover:underline">
                    {d.prospect.name || d.prospect.email}
                  </Link>
                  <span className="block text-xs text-muted-foreground">{at(d.at)}</span>
                </TD>
                <TD className="hidden sm:table-cell">{KIND[d.kind]}</TD>
                <TD>
                  <Side s={d.live} />
                </TD>
                <TD>
                  <Side s={d.shadow} />
                </TD>
              </TR>
            ))}
            {page.data && rows.length === 0 && (
              <TR>
                <TD colSpan={4} className="text-muted-foreground">
                  No disagreements so far
                </TD>
              </TR>
            )}
          </TBody>
        </Table>
      </div>
      <div className="flex gap-2">
        {cursors.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setCursors((s) => s.slice(0, -1))}>
            Previous
          </Button>
        )}
        {page.data?.meta.nextCursor && (
          <Button variant="outline" size="sm" onClick={() => setCursors((s) => [...s, page.data!.meta.nextCursor!])}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
