import { ROUTING_REASONS, type RuleEvaluation } from '../../contracts/routing';
import type { RoundRobinMethod } from '../../contracts/round-robin';
import {
  ROUTER_VIA_LABELS,
  SESSION_REASONS,
  type Attribution,
  type DecisionRecord,
  type RoundRobinRecord,
  type RouterVia,
  type SessionOutcome,
} from '../../contracts/routing-sessions';
import { buildUserDirectory, resolveAssignee } from '../../core/routing/assignee';

// Pure: everything comes in as arguments, so the sentences for a stored decision never change.

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
};

const METHOD_WORDS: Record<RoundRobinMethod, string> = { round_robin_strict: 'strict', round_robin_available: 'available', round_robin_balanced: 'balanced' };
const CANDIDATE_WORDS: Record<string, string> = {
  on_vacation: 'on vacation',
  unavailable: 'unavailable',
  held_back: 'held back (ahead of share)',
  not_due: 'not due yet',
  due_later: 'due later',
  tie_break: 'lost the tie-break',
};
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** '2025-03-04 14:00 UTC': the log is read by people in many zones, so the sentence names its zone. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** 'via matching rule Account owner': the line under the router's name in the log. */
export function viaLine(via: RouterVia | null, viaName: string | null): string | null {
  if (!via) return null;
  return `via ${ROUTER_VIA_LABELS[via] ?? via}${viaName ? ` ${viaName}` : ''}`;
}

export function sourceSentence(a: Attribution): string {
  const utm = UTM_KEYS.filter((k) => a.utm?.[k]).map((k) => `utm_${k}=${a.utm[k]}`);
  return `Form submitted from ${a.pageUrl}${utm.length ? ` (${utm.join(', ')})` : ''}`;
}

/** One rule's outcome as a sentence: which rule, Passed/Failed/Not evaluated, and why. */
export function ruleSentence(kind: string, e: RuleEvaluation): string {
  const name = `${kind} '${e.ruleName}'`;
  if (e.status === 'passed') {
    const what = e.detail ?? (e.conditions.length ? e.conditions.map((c) => c.explanation).join('; ') : 'conditions met');
    return `${name} passed: ${what}${e.matchResult ? ` (${e.matchResult} match)` : ''}`;
  }
  if (e.status === 'failed') {
    const failed = e.conditions.filter((c) => !c.passed).map((c) => c.explanation);
    const why = failed.length ? failed.join('; ') : e.reason ?? e.detail ?? ROUTING_REASONS.conditionsNotMet;
    const extra = !failed.length && e.reason && e.detail ? ` (${e.detail})` : '';
    return `${name} failed: ${why}${extra}`;
  }
  return `${name} not evaluated${e.reason ? `: ${e.reason.replace(/^Not evaluated:\s*/i, '')}` : ''}`;
}

function standing(behind: number): string {
  if (behind > 0) return `${num(behind)} behind share`;
  if (behind < 0) return `${num(-behind)} ahead of share`;
  return 'at share';
}

export function roundRobinSentence(r: RoundRobinRecord, people: Record<string, string>): string {
  const head = `Round robin (${METHOD_WORDS[r.method] ?? r.method}) in '${r.podName}'`;
  if (!r.chosenUserId) return `${head} found nobody to assign`;
  const chosen = r.explanation.find((e) => e.memberId === r.chosenUserId);
  const name = chosen?.memberName ?? people[r.chosenUserId] ?? 'a member';
  const others = r.explanation.filter((e) => e.memberId !== r.chosenUserId).map((e) => `${e.memberName} was ${CANDIDATE_WORDS[e.reason] ?? e.reason}`);
  return `${head} chose ${name}${chosen ? `: ${standing(chosen.behind)}` : ''}${others.length ? `; ${others.join(', ')}` : ''}`;
}

/** Who got the prospect first, and why; redistribution may hand them to someone else later. */
export function firstAssignment(d: DecisionRecord): { userId: string; why: string; stage: RoundRobinRecord['stage'] | 'matching' } | null {
  const rr = d.roundRobin.find((r) => r.stage !== 'redistribution' && r.chosenUserId);
  if (rr) return { userId: rr.chosenUserId!, why: `round robin in '${rr.podName}'`, stage: rr.stage };
  if (d.matching.outcome !== 'matched' || !d.matching.ruleId) return null;
  const rule = d.inputs.matchingRules.find((r) => r.id === d.matching.ruleId);
  if (!rule) return null;
  if (rule.assignee.type === 'specific_user') return { userId: rule.assignee.userId, why: `specific user of matching rule '${rule.name}'`, stage: 'matching' };
  const record = d.inputs.crmRecords.find((r) => r.id === d.matching.recordId);
  if (rule.assignee.type !== 'record_owner' || !record) return null;
  const resolved = resolveAssignee(rule.assignee, record, buildUserDirectory(d.inputs.users));
  return resolved.ok && resolved.assignee.type === 'user' ? { userId: resolved.assignee.userId, why: 'record owner', stage: 'matching' } : null;
}

/** The prospect's way through the router, first to last, in plain sentences. */
export function explainSession(input: ExplainInput): string[] {
  const out = [sourceSentence(input.attribution)];
  const d = input.decision;
  const name = (id: string | null | undefined) => (id && input.people[id]) || 'an unknown user';
  const via = viaLine(input.via, input.viaName);
  if (!d) {
    if (input.assigneeName) out.push(`Assigned to ${input.assigneeName}${via ? ` ${via}` : ''}`);
    out.push(...outcomeSentences(input));
    return out;
  }

  if (d.disqualification) out.push(d.disqualification.reason);
  if (d.matching.outcome === 'not_enabled') out.push('Matching rules not enabled in router');
  for (const e of d.matching.evaluations) out.push(ruleSentence('Matching rule', e));
  if (d.matching.outcome === 'not_matched' && d.matching.reason && !d.matching.evaluations.some((e) => e.status === 'passed')) out.push(d.matching.reason);

  for (const e of d.distribution.evaluations) out.push(ruleSentence('Distribution rule', e));
  if (d.distribution.outcome === 'fallback') {
    const pod = d.inputs.fallbackPod?.name ?? d.rulesUsed.find((r) => r.id === d.distribution.podId)?.name ?? 'the fallback pod';
    out.push(`No distribution rule matched; the fallback pod '${pod}' was used`);
  } else if (d.distribution.outcome === 'none') {
    out.push(d.distribution.reason ?? ROUTING_REASONS.noRuleMatched);
  }

  const first = firstAssignment(d);
  const assigned = () => {
    if (first) out.push(`Assigned to ${name(first.userId)} (${first.why})`);
    else if (input.assigneeName && d.redistribution.state !== 'redistributed') out.push(`Assigned to ${input.assigneeName}${via ? ` ${via}` : ''}`);
    if (d.ownerUpdate) {
      out.push(d.ownerUpdate.updated ? `CRM owner updated to ${name(d.ownerUpdate.toUserId)}${d.ownerUpdate.field ? ` in ${d.ownerUpdate.field}` : ''}` : d.ownerUpdate.reason ?? ROUTING_REASONS.ownerNotUpdated);
    }
    for (const w of d.crmWrites) {
      const module = w.module[0].toUpperCase() + w.module.slice(1);
      out.push(w.action === 'skipped' ? `${module} not written to the CRM${w.detail ? `: ${w.detail}` : ''}` : `${module} ${w.action} in the CRM${w.detail ? `: ${w.detail}` : ''}`);
    }
  };

  for (const r of d.roundRobin.filter((r) => r.stage === 'before_slots')) out.push(roundRobinSentence(r, input.people));
  const assignedLate = first?.stage === 'at_booking';
  if (!assignedLate) assigned();
  if (d.slotsShown) {
    out.push(d.slotsShown.count > 0 ? `Slots shown: ${d.slotsShown.count}${d.slotsShown.firstStart ? ` (first ${formatInstant(d.slotsShown.firstStart)})` : ''}` : SESSION_REASONS.noSlots);
  }
  for (const r of d.roundRobin.filter((r) => r.stage === 'at_booking')) out.push(roundRobinSentence(r, input.people));
  if (assignedLate) assigned();
  if (d.booking) out.push(`Booked ${formatInstant(d.booking.start)} with ${name(d.booking.hostUserId)}`);
  if (!d.booking && !d.disqualification) out.push(...outcomeSentences(input));

  const red = d.redistribution;
  for (const e of red.evaluations) out.push(ruleSentence('Redistribution rule', e));
  for (const r of d.roundRobin.filter((r) => r.stage === 'redistribution')) out.push(roundRobinSentence(r, input.people));
  if (red.state === 'redistributed') {
    const rule = red.evaluations.find((e) => e.status === 'passed')?.ruleName ?? d.rulesUsed.find((r) => r.id === red.podId)?.name ?? input.viaName;
    const to = red.userId ? name(red.userId) : 'the pod';
    out.push(`Redistributed to ${to}${rule ? ` by '${rule}'` : ''} after ${red.waitMinutes} minutes`);
  } else if (red.state === 'not_enabled' && input.outcome === 'not_booked') {
    out.push(ROUTING_REASONS.redistributionDisabled);
  } else if (red.state === 'skipped') {
    out.push(red.reason ?? SESSION_REASONS.noRedistributionRule);
  } else if (red.state === 'scheduled' && red.dueAt && input.outcome !== 'booked') {
    out.push(`Redistribution scheduled for ${formatInstant(red.dueAt)} unless the prospect books`);
  }
  if (d.redirect) out.push(`Redirected to ${d.redirect.url}${d.redirect.ruleName ? ` by redirect rule '${d.redirect.ruleName}'` : ''}`);
  return out;
}

function outcomeSentences(input: ExplainInput): string[] {
  if (input.outcome === 'booked') return [input.assigneeName ? `Meeting booked with ${input.assigneeName}` : 'Meeting booked'];
  if (input.outcome === 'not_booked') return [input.outcomeReason ?? SESSION_REASONS.leftScheduler];
  if (input.outcome === 'disqualified') return [input.outcomeReason ?? 'Disqualified'];
  return [];
}
