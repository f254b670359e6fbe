import { ArrowRight } from 'lucide-react';
import { ROUTING_REASONS } from '@contracts/routing';
import type { DecisionRecord } from '@contracts/routing-decision';
import type { RoutingLogDetailDto } from '@contracts/routing-logs';
import { Badge } from '@web/components/ui/badge';
import { Muted, Row, Section } from '@web/components/decision/detail-section';
import { slotIn } from './routing-log-labels';

const MATCH_OUTCOME: Record<DecisionRecord['matching']['outcome'], string> = {
  matched: 'Matched',
  not_matched: 'Not matched',
  disqualified: 'Not checked: the prospect was disqualified',
  not_enabled: 'Matching rules not enabled in router',
};

/** Exact or fuzzy, and the CRM record the prospect matched. */
export function MatchResultCard({ log }: { log: RoutingLogDetailDto & { decision: DecisionRecord } }) {
  const m = log.decision.matching;
  const record = m.recordId ? log.crmMatches.find((r) => r.id === m.recordId) : undefined;
  const rule = m.ruleId ? log.decision.matching.evaluations.find((e) => e.ruleId === m.ruleId)?.ruleName : undefined;
  return (
    <Section
      title="Match result"
      action={
        m.matchResult && (
          <Badge variant={m.matchResult === 'exact' ? 'success' : 'warning'}>{m.matchResult === 'exact' ? 'Exact' : 'Fuzzy'}</Badge>
        )
      }
    >
      <dl className="divide-y">
        <Row label="Outcome">{MATCH_OUTCOME[m.outcome]}</Row>
        {rule && <Row label="Rule">{rule}</Row>}
        {m.reason && <Row label="Reason">{m.reason}</Row>}
        {record && (
          <Row label="Record">
            <span className="font-medium">{record.name}</span> <span className="text-muted-foreground">({record.module})</span>
            {(record.email || record.domain) && <div className="text-xs text-muted-foreground">{record.email ?? record.domain}</div>}
            {record.ownerName && <div className="text-xs text-muted-foreground">Owner: {record.ownerName}</div>}
          </Row>
        )}
        {!record && log.crmMatches.length > 0 && <Row label="CRM records">{log.crmMatches.length} looked at, none matched</Row>}
      </dl>
    </Section>
  );
}

/** Who had the prospect before redistribution: the first round robin pick, else the matched record's owner. */
function previousAssignee(log: RoutingLogDetailDto & { decision: DecisionRecord }): string | null {
  const d = log.decision;
  const first = d.roundRobin.find((r) => r.stage !== 'redistribution' && r.chosenUserId);
  if (first) return log.people[first.chosenUserId!] ?? null;
  const record = d.matching.recordId ? log.crmMatches.find((r) => r.id === d.matching.recordId) : undefined;
  return record?.ownerName ?? null;
}

/** Shown when the prospect was redistributed: from whom, to whom, by which rule and when. */
export function ResourceChangedCard({ log, timeZone }: { log: RoutingLogDetailDto & { decision: DecisionRecord }; timeZone: string }) {
  const red = log.decision.redistribution;
  const from = previousAssignee(log);
  const to = (red.userId && log.people[red.userId]) || log.assignee?.name || 'the pod';
  const rule = red.evaluations.find((e) => e.status === 'passed')?.ruleName ?? log.viaName;
  return (
    <Section title="Resource changed">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {from ?? <Muted>First assignee</Muted>} <ArrowRight className="h-4 w-4 text-muted-foreground" aria-label="to" /> {to}
      </p>
      <p className="mt-2 text-muted-foreground">
        Redistributed{rule ? ` by '${rule}'` : ''} after {red.waitMinutes} minutes without a booking
        {red.at ? `, ${slotIn(red.at, timeZone)}` : ''}.
      </p>
    </Section>
  );
}

/** Whether the CRM owner was written, and into which field. */
export function CrmOwnerCard({ log }: { log: RoutingLogDetailDto }) {
  const u = log.decision?.ownerUpdate;
  const field = log.crmOwnerField ?? u?.field ?? null;
  const updated = log.crmOwnerUpdated || !!u?.updated;
  return (
    <Section
      title="CRM owner update"
      action={<Badge variant={updated ? 'success' : 'secondary'}>{updated ? 'Updated' : 'Not updated'}</Badge>}
    >
      <dl className="divide-y">
        {updated ? (
          <Row label="New owner">{(u?.toUserId && log.people[u.toUserId]) || log.assignee?.name || <Muted>Unknown user</Muted>}</Row>
        ) : (
          <Row label="Reason">{u?.reason ?? ROUTING_REASONS.ownerNotUpdated}</Row>
        )}
        {field && <Row label="Field">{field}</Row>}
        {u?.fromOwner && <Row label="Previous owner">{log.people[u.fromOwner] ?? <Muted>A CRM owner who is not a member here</Muted>}</Row>}
      </dl>
    </Section>
  );
}
