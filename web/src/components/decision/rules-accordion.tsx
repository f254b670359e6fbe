import type * as React from 'react';
import { Check, ChevronRight, GitCompare, X } from 'lucide-react';
import { ROUTING_REASONS, type RuleEvaluation } from '@contracts/routing';
import { scrubIds } from '@contracts/routing-logs';
import type { DecisionRecord } from '@contracts/routing-decision';
import type { RoutingLogDetailDto } from '@contracts/routing-logs';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Muted, Section } from './detail-section';
import { RULE_STATUS_LABELS, RULE_STATUS_VARIANT } from './rule-status';

type CurrentRule = RoutingLogDetailDto['currentRules'][number];

/** What the compare dialog needs: the definition the decision used and where to read the rule now. */
export type CompareTarget = {
  id: string;
  name: string;
  table: 'matching' | 'distribution';
  usedVersion: number | null;
  used: unknown;
  current: CurrentRule | null;
};

type Props = {
  decision: DecisionRecord;
  currentRules: CurrentRule[];
  crmMatches: RoutingLogDetailDto['crmMatches'];
  onCompare: (t: CompareTarget) => void;
  /** userId -> name, so details the core wrote show names rather than ids. */
  people?: Record<string, string>;
};

/** Router and rules: every rule the decision evaluated, per stage, with Passed/Failed/Not evaluated and what changed since. */
export function RulesAccordion({ decision, currentRules, crmMatches, onCompare, people = {} }: Props) {
  const d = decision;
  const names = new Map<string, string>([...Object.entries(people), ...crmMatches.map((m) => [m.id, m.name] as [string, string])]);
  const say = (text: string) => scrubIds(text, names);
  const item = (e: RuleEvaluation, table: CompareTarget['table'], used: unknown) => (
    <RuleItem
      key={e.ruleId}
      evaluation={e}
      table={table}
      used={used}
      decision={d}
      current={currentRules.find((c) => c.id === e.ruleId) ?? null}
      crmMatches={crmMatches}
      onCompare={onCompare}
      say={say}
    />
  );
  const distributionDefinition = (id: string) =>
    d.inputs.distributionRules.find((r) => r.id === id) ?? (d.inputs.fallbackPod?.id === id ? d.inputs.fallbackPod : undefined);
  return (
    <Section
      title="Router and rules"
      action={
        <span className="text-xs text-muted-foreground">
          {d.router.name} · v{d.router.version}
        </span>
      }
    >
      <div className="grid gap-3">
        <Stage title="Matching rules" count={d.matching.evaluations.length}>
          {d.matching.outcome === 'not_enabled' ? (
            <Muted>Matching rules not enabled in router</Muted>
          ) : (
            d.matching.evaluations.map((e) =>
              item(
                e,
                'matching',
                d.inputs.matchingRules.find((r) => r.id === e.ruleId),
              ),
            )
          )}
          {d.matching.outcome !== 'not_enabled' && d.matching.evaluations.length === 0 && (
            <Muted>{d.matching.reason ?? 'No matching rules were evaluated.'}</Muted>
          )}
        </Stage>
        <Stage title="Distribution rules" count={d.distribution.evaluations.length}>
          {d.distribution.evaluations.map((e) => item(e, 'distribution', distributionDefinition(e.ruleId)))}
          {d.distribution.outcome === 'fallback' && (
            <p className="text-muted-foreground">
              No distribution rule matched; the fallback pod{d.inputs.fallbackPod ? ` '${d.inputs.fallbackPod.name}'` : ''} was used.
            </p>
          )}
          {d.distribution.evaluations.length === 0 && d.distribution.outcome !== 'fallback' && (
            <Muted>{d.distribution.reason ?? 'No distribution rules were needed.'}</Muted>
          )}
        </Stage>
        <Stage title="Redistribution rules" count={d.redistribution.evaluations.length}>
          {!d.redistribution.enabled ? (
            <Muted>{ROUTING_REASONS.redistributionDisabled}</Muted>
          ) : d.redistribution.evaluations.length ? (
            d.redistribution.evaluations.map((e) => item(e, 'distribution', distributionDefinition(e.ruleId)))
          ) : (
            <Muted>{d.redistribution.reason ?? `Waits ${d.redistribution.waitMinutes} minutes for a booking before redistributing.`}</Muted>
          )}
        </Stage>
      </div>
    </Section>
  );
}

function Stage({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <details open className="group rounded-md border">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
        <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden />
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">{count}</span>
      </summary>
      <div className="grid gap-2 border-t p-3">{children}</div>
    </details>
  );
}

type ItemProps = {
  evaluation: RuleEvaluation;
  table: CompareTarget['table'];
  used: unknown;
  decision: DecisionRecord;
  current: CurrentRule | null;
  crmMatches: Props['crmMatches'];
  onCompare: Props['onCompare'];
  say: (text: string) => string;
};

function RuleItem({ evaluation: e, table, used, decision, current, crmMatches, onCompare, say }: ItemProps) {
  const usedVersion = decision.rulesUsed.find((r) => r.id === e.ruleId)?.version ?? null;
  const deleted = current?.deleted ?? false;
  const changed = !deleted && current?.version != null && usedVersion != null && current.version !== usedVersion;
  const record = e.recordId ? crmMatches.find((m) => m.id === e.recordId) : undefined;
  // The fallback pod is listed with the rules but is not one: it takes the prospect when no rule passed.
  const fallback =
    decision.inputs.fallbackPod?.id === e.ruleId || decision.rulesUsed.some((r) => r.id === e.ruleId && r.kind === 'fallback_pod');
  const detail = fallback
    ? e.status === 'passed'
      ? 'No distribution rule matched, so the fallback pod took the prospect'
      : null
    : e.detail;
  return (
    <details className="group/rule rounded-md border bg-background" data-testid={`rule-${e.ruleId}`}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="h-4 w-4 text-muted-foreground transition-transform group-open/rule:rotate-90" aria-hidden />
        <span className="font-medium">{e.ruleName}</span>
        {fallback ? (
          <Badge variant={e.status === 'passed' ? 'success' : 'secondary'}>
            {e.status === 'passed' ? 'Fallback pod used' : 'Fallback pod not needed'}
          </Badge>
        ) : (
          <Badge variant={RULE_STATUS_VARIANT[e.status]}>{RULE_STATUS_LABELS[e.status]}</Badge>
        )}
        {usedVersion != null && <span className="text-xs text-muted-foreground">v{usedVersion}</span>}
        {deleted && <Badge variant="warning">{ROUTING_REASONS.ruleDeleted}</Badge>}
        {changed && (
          <Badge variant="outline">
            Changed since (v{usedVersion} → v{current!.version})
          </Badge>
        )}
      </summary>
      <div className="grid gap-2 border-t px-3 py-2 text-sm">
        {e.reason && <p>{say(e.reason)}</p>}
        {detail && <p className="text-muted-foreground">{say(detail)}</p>}
        {e.matchResult && (
          <p>
            Match result: <span className="font-medium">{e.matchResult === 'exact' ? 'Exact' : 'Fuzzy'}</span>
            {record && (
              <span className="text-muted-foreground">
                {' '}
                · {record.module} {record.name}
              </span>
            )}
          </p>
        )}
        {e.conditions.length > 0 && (
          <ul className="grid gap-1" aria-label={`Conditions of ${e.ruleName}`}>
            {e.conditions.map((c, i) => (
              <li key={i} className="flex items-start gap-2">
                {c.passed ? (
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-label="Met" />
                ) : (
                  <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-label="Not met" />
                )}
                <span>
                  {say(c.explanation)}
                  {c.actual != null && <span className="text-muted-foreground"> (value: {c.actual})</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        {!e.reason && !detail && !e.matchResult && e.conditions.length === 0 && <Muted>No further detail was recorded.</Muted>}
        {used !== undefined && (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onCompare({ id: e.ruleId, name: e.ruleName, table, usedVersion, used, current })}
            >
              <GitCompare /> Compare with current
            </Button>
          </div>
        )}
      </div>
    </details>
  );
}
