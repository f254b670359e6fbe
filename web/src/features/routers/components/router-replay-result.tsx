import * as React from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import type { ReplaySideDto, RouterReplayDto } from '@contracts/router-replays';
import { Button } from '@web/components/ui/button';
import { FigureTiles } from '@web/components/ui/figure-tiles';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { replayCsvUrl, useReplayChanges } from '../api/replay-router';

const OUTCOME = { routed: 'Routed', not_routed: 'Not routed', disqualified: 'Disqualified' } as const;
const KIND = { outcome: 'Outcome', rule: 'Rule', rep: 'Rep' } as const;

const sideText = (s: ReplaySideDto) => [OUTCOME[s.outcome], s.ruleName, s.repName].filter(Boolean).join(' · ');

/** A finished replay: changed outcomes by kind, sessions per member before and after, and the changed sessions. */
export function ReplayResult({ replay }: { replay: RouterReplayDto }) {
  const [cursors, setCursors] = React.useState<string[]>([]);
  const changes = useReplayChanges(replay.routerId, replay.id, cursors[cursors.length - 1], replay.changed.total > 0);
  const c = replay.changed;
  return (
    <section aria-label="Replay result" className="mt-6 grid gap-5 text-sm">
      <p>
        {replay.processed.toLocaleString()} submissions replayed with {replay.versionLabel}:{' '}
        <strong>{c.total === 0 ? 'every decision is the same.' : `${c.total.toLocaleString()} would change.`}</strong>
        {replay.skipped > 0 && ` ${replay.skipped.toLocaleString()} stored without their inputs were skipped.`}
      </p>
      <FigureTiles
        figures={[
          ['Disqualified vs routed', c.outcome],
          ['Different rule', c.rule],
          ['Different rep', c.rep],
        ]}
      />
      <Table aria-label="Sessions per rep">
        <THead>
          <TR>
            <TH>Rep</TH>
            <TH className="text-right">Before</TH>
            <TH className="text-right">After</TH>
          </TR>
        </THead>
        <TBody>
          {replay.distribution.map((d) => (
            <TR key={d.userId}>
              <TD>{d.name}</TD>
              <TD className="text-right">{d.before}</TD>
              <TD className="text-right">{d.after}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
      {c.total > 0 && (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">Changed sessions</h3>
            <Button asChild variant="outline" size="sm">
              <a href={replayCsvUrl(replay.routerId, replay.id)} download>
                <Download aria-hidden /> Download CSV
              </a>
            </Button>
          </div>
          <ul aria-label="Changed sessions" className="grid gap-2">
            {changes.data?.data.map((x) => (
              <li key={x.sessionId} className="rounded-md border p-3">
                <Link to={`/routing-logs/${x.sessionId}/details`} className="font-medium underline-offset-2 hover:underline">
                  {x.prospect.name || x.prospect.email}
                </Link>
                <span className="ml-2 text-muted-foreground">{KIND[x.kind]} changed</span>
                <p className="break-words text-muted-foreground">
                  {sideText(x.before)} → {sideText(x.after)}
                </p>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            {cursors.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => setCursors((s) => s.slice(0, -1))}>
                Previous
              </Button>
            )}
            {changes.data?.meta.nextCursor && (
              <Button variant="outline" size="sm" onClick={() => setCursors((s) => [...s, changes.data!.meta.nextCursor!])}>
                Next
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
