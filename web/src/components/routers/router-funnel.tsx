import * as React from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RoutingFunnelDto } from '@contracts/routing-funnel';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { FigureTiles } from '@web/components/ui/figure-tiles';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useRouterFunnel, type FunnelRange } from './router-funnel-api';
import { FunnelLink, Shares } from './router-funnel-shares';

const RANGES = [
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_28_days', label: 'Last 28 days' },
  { value: 'quarter', label: 'Quarter' },
] as { value: FunnelRange; label: string }[];

/** The rules as bars (reached, matched, booked, held); a picture of the table below it, so hidden from screen readers. */
function RuleBars({ rules }: { rules: RoutingFunnelDto['rules'] }) {
  const data = rules.map((r) => ({ name: r.ruleName, reached: r.reached, matched: r.matched, booked: r.booked, held: r.held }));
  return (
    <div
      role="img"
      aria-label={`Prospects reaching and matching ${rules.length} rules`}
      className="w-full"
      style={{ height: Math.max(140, data.length * 44 + 56) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis
            type="category"
            dataKey="name"
            width={110}
            tick={{ fontSize: 11 }}
            tickFormatter={(n: string) => (n.length > 16 ? `${n.slice(0, 15)}…` : n)}
          />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="reached" name="Reached" fill="hsl(221 83% 53%)" isAnimationActive={false} />
          <Bar dataKey="matched" name="Matched" fill="hsl(142 71% 40%)" isAnimationActive={false} />
          <Bar dataKey="booked" name="Booked" fill="hsl(38 92% 50%)" isAnimationActive={false} />
          <Bar dataKey="held" name="Held" fill="hsl(262 52% 47%)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A router's page (inbound and object routers alike), for Admins and Managers: where its prospects or records went,
 * rule by rule, then to pods and reps, and how many booked and held (the meeting neither cancelled nor a no-show).
 */
export function RouterFunnel({ routerId }: { routerId: string }) {
  const [range, setRange] = React.useState<FunnelRange>('last_28_days');
  const query = useRouterFunnel(routerId, range);
  const f = query.data;
  return (
    <section aria-labelledby="router-funnel-title" className="mt-8 grid gap-4 text-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="router-funnel-title" className="text-lg font-semibold">
          Routing funnel
        </h2>
        <SegmentedControl name="funnel-range" legend="Range" hideLegend options={RANGES} value={range} onChange={setRange} />
      </div>
      {query.isError && <p role="alert">The funnel could not be loaded.</p>}
      {!f && query.isPending && <p className="text-muted-foreground">Loading the funnel…</p>}
      {f && (
        <>
          <FigureTiles
            figures={[
              ['Prospects', f.totals.prospects],
              ['Routed', f.totals.routed],
              ['Booked', f.totals.booked],
              ['Held', f.totals.held],
            ]}
          />
          {f.rules.length > 0 && <RuleBars rules={f.rules} />}
          <Table aria-label="Prospects per rule">
            <THead>
              <TR>
                <TH>Rule</TH>
                <TH className="whitespace-nowrap text-right">Reached</TH>
                <TH className="whitespace-nowrap text-right">Matched</TH>
                <TH className="whitespace-nowrap text-right">Booked</TH>
                <TH className="whitespace-nowrap text-right">Held</TH>
              </TR>
            </THead>
            <TBody>
              {f.rules.map((r) => (
                <TR key={`${r.kind}-${r.ruleId}`}>
                  <TD>
                    <FunnelLink funnel={f} narrow={{ ruleId: r.ruleId }} label={`Rule: ${r.ruleName}`}>
                      {r.ruleName}
                    </FunnelLink>
                    <span className="block text-xs text-muted-foreground">
                      {r.kind === 'matching' ? 'Matching rule' : 'Distribution rule'}
                    </span>
                  </TD>
                  <TD className="text-right">{r.reached.toLocaleString()}</TD>
                  <TD className="text-right">{r.matched.toLocaleString()}</TD>
                  <TD className="text-right">{r.booked.toLocaleString()}</TD>
                  <TD className="text-right">{r.held.toLocaleString()}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <div className="grid gap-4 md:grid-cols-2">
            <Shares label="Pod" rows={f.pods} funnel={f} narrow={(id) => ({ podId: id })} />
            <Shares label="Rep" rows={f.reps} funnel={f} narrow={(id) => ({ assigneeId: id })} />
          </div>
        </>
      )}
    </section>
  );
}
