import { ROUTING_REASONS, type RuleEvaluation } from '../../../contracts/routing';
import { scrubIds, type TimelinePart } from '../../../contracts/routing-logs';
import type { RouterVia, SessionOutcome } from '../../../contracts/routing-sessions';
import type { Attribution, DecisionRecord, RoundRobinRecord, RuleVersion } from '../../../contracts/routing-decision';
import { buildUserDirectory, resolveAssignee } from '../../../core/routing/assignee';
import type { RoundRobinContext } from './explain-round-robin';

// What explaining a session starts from (its input, the names every sentence uses) and the parts of
// sentences the timeline is made of: people, records, rules and their outcomes.

export type ExplainInput = {
  attribution: Attribution;
  outcome: SessionOutcome;
  outcomeReason: string | null;
  assigneeName: string | null;
  via: RouterVia | null;
  viaName: string | null;
  decision: DecisionRecord | null;
  /** userId -> name for everyone the decision mentions. */
  people: Record<string, string>;
  /** The prospect's name as sentences use it; 'the prospect' when unknown. */
  prospectName?: string | null;
  /** When the log was written: the time of the steps the record does not time itself. */
  loggedAt?: string | null;
  /** Members whose times the prospect was shown (the session's candidates); null when not known. */
  shownMemberIds?: readonly string[] | null;
};

export const text = (t: string): TimelinePart => ({ text: t });

const recordName = (r: DecisionRecord['inputs']['crmRecords'][number]) =>
  (typeof r.fields.name === 'string' && r.fields.name) || r.email || r.domain || `a ${r.module}`;

export type Ctx = {
  d: DecisionRecord | null;
  people: Record<string, string>;
  names: Map<string, string>;
  kinds: Map<string, RuleVersion['kind']>;
  prospect: string;
  rr: RoundRobinContext;
};

export function context(input: ExplainInput): Ctx {
  const d = input.decision;
  const names = new Map<string, string>(Object.entries(input.people));
  for (const r of d?.inputs.crmRecords ?? []) names.set(r.id, recordName(r));
  for (const r of d?.rulesUsed ?? []) names.set(r.id, `'${r.name}'`);
  const prospect = input.prospectName?.trim() || 'the prospect';
  return {
    d,
    people: input.people,
    names,
    kinds: new Map((d?.rulesUsed ?? []).map((r) => [r.id, r.kind])),
    prospect,
    rr: {
      prospect,
      slotStart: d?.booking?.start ?? null,
      shownMemberIds: input.shownMemberIds ? new Set(input.shownMemberIds) : null,
      people: input.people,
    },
  };
}

export const person = (c: Ctx, id: string | null | undefined): TimelinePart =>
  id && c.people[id] ? { person: id, name: c.people[id] } : text('an unknown user');

export function record(c: Ctx, id: string | null | undefined): TimelinePart[] {
  const r = id ? c.d?.inputs.crmRecords.find((x) => x.id === id) : undefined;
  return r ? [text(`${r.module} `), { record: r.id, module: r.module, name: recordName(r) }] : [];
}

export const rule = (c: Ctx, e: Pick<RuleEvaluation, 'ruleId' | 'ruleName'>, fallback: RuleVersion['kind']): TimelinePart => ({
  rule: e.ruleId,
  kind: c.kinds.get(e.ruleId) ?? fallback,
  name: e.ruleName,
});

/** The fallback pod takes part in rule lists as an evaluation; it is a pod, not a rule that passed. */
export function isFallback(c: Ctx, e: RuleEvaluation): boolean {
  return (
    e.ruleId === c.d?.inputs.fallbackPod?.id ||
    c.kinds.get(e.ruleId) === 'fallback_pod' ||
    (e.status === 'passed' && e.conditions.length === 0 && !e.recordId && !e.matchResult)
  );
}

/** One rule's outcome: which rule, Passed/Failed/Not evaluated, and why. */
export function ruleParts(c: Ctx, kind: string, kindKey: RuleVersion['kind'], e: RuleEvaluation): TimelinePart[] {
  const head = [text(`${kind} `), rule(c, e, kindKey)];
  if (e.status === 'passed') {
    const what = e.detail ?? (e.conditions.length ? e.conditions.map((x) => x.explanation).join('; ') : 'conditions met');
    return [...head, text(` passed: ${scrubIds(what, c.names)}${e.matchResult ? ` (${e.matchResult} match)` : ''}`)];
  }
  if (e.status === 'failed') {
    const failed = e.conditions.filter((x) => !x.passed).map((x) => x.explanation);
    const why = failed.length ? failed.join('; ') : (e.reason ?? e.detail ?? ROUTING_REASONS.conditionsNotMet);
    const extra = !failed.length && e.reason && e.detail ? ` (${e.detail})` : '';
    return [...head, text(` failed: ${scrubIds(why + extra, c.names)}`)];
  }
  return [...head, text(` not evaluated${e.reason ? `: ${scrubIds(e.reason.replace(/^Not evaluated:\s*/i, ''), c.names)}` : ''}`)];
}

/** Who got the prospect first, and why; redistribution may hand them to someone else later. */
export function firstAssignment(d: DecisionRecord): {
  userId: string;
  how: 'round_robin' | 'specific_user' | 'record_owner';
  podName?: string;
  ruleId?: string;
  ruleName?: string;
  recordId?: string;
  stage: RoundRobinRecord['stage'] | 'matching';
} | null {
  const rr = d.roundRobin.find((r) => r.stage !== 'redistribution' && r.chosenUserId);
  if (rr) return { userId: rr.chosenUserId!, how: 'round_robin', podName: rr.podName, stage: rr.stage };
  if (d.matching.outcome !== 'matched' || !d.matching.ruleId) return null;
  const m = d.inputs.matchingRules.find((r) => r.id === d.matching.ruleId);
  if (!m) return null;
  if (m.assignee.type === 'specific_user')
    return { userId: m.assignee.userId, how: 'specific_user', ruleId: m.id, ruleName: m.name, stage: 'matching' };
  const rec = d.inputs.crmRecords.find((r) => r.id === d.matching.recordId);
  if (m.assignee.type !== 'record_owner' || !rec) return null;
  const resolved = resolveAssignee(m.assignee, rec, buildUserDirectory(d.inputs.users));
  return resolved.ok && resolved.assignee.type === 'user'
    ? { userId: resolved.assignee.userId, how: 'record_owner', recordId: rec.id, stage: 'matching' }
    : null;
}
