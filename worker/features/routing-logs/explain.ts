import { ROUTING_REASONS, type RuleEvaluation } from '../../contracts/routing';
import { scrubIds, timelineText, timelineTime, type TimelinePart, type TimelineStep } from '../../contracts/routing-logs';
import {
  ROUTER_VIA_LABELS,
  SESSION_REASONS,
  type Attribution,
  type DecisionRecord,
  type RoundRobinRecord,
  type RouterVia,
  type RuleVersion,
  type SessionOutcome,
} from '../../contracts/routing-sessions';
import { buildUserDirectory, resolveAssignee } from '../../core/routing/assignee';
import { roundRobinStep, type RoundRobinContext } from './explain-round-robin';

// Pure: everything comes in as arguments, so the timeline of a stored decision never changes. Every
// sentence is built from the record's structured fields; free text the core wrote (rule details) passes
// through a filter that puts names to ids, so no raw record id reaches a reader.

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

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const text = (t: string): TimelinePart => ({ text: t });

/** 'via matching rule Account owner': the line under the router's name in the log. */
export function viaLine(via: RouterVia | null, viaName: string | null): string | null {
  if (!via) return null;
  return `via ${ROUTER_VIA_LABELS[via] ?? via}${viaName ? ` ${viaName}` : ''}`;
}

const recordName = (r: DecisionRecord['inputs']['crmRecords'][number]) => (typeof r.fields.name === 'string' && r.fields.name) || r.email || r.domain || `a ${r.module}`;

type Ctx = {
  d: DecisionRecord | null;
  people: Record<string, string>;
  names: Map<string, string>;
  kinds: Map<string, RuleVersion['kind']>;
  prospect: string;
  rr: RoundRobinContext;
};

function context(input: ExplainInput): Ctx {
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
    rr: { prospect, slotStart: d?.booking?.start ?? null, shownMemberIds: input.shownMemberIds ? new Set(input.shownMemberIds) : null, people: input.people },
  };
}

const person = (c: Ctx, id: string | null | undefined): TimelinePart => (id && c.people[id] ? { person: id, name: c.people[id] } : text('an unknown user'));

function record(c: Ctx, id: string | null | undefined): TimelinePart[] {
  const r = id ? c.d?.inputs.crmRecords.find((x) => x.id === id) : undefined;
  return r ? [text(`${r.module} `), { record: r.id, module: r.module, name: recordName(r) }] : [];
}

const rule = (c: Ctx, e: Pick<RuleEvaluation, 'ruleId' | 'ruleName'>, fallback: RuleVersion['kind']): TimelinePart => ({ rule: e.ruleId, kind: c.kinds.get(e.ruleId) ?? fallback, name: e.ruleName });

/** The fallback pod takes part in rule lists as an evaluation; it is a pod, not a rule that passed. */
function isFallback(c: Ctx, e: RuleEvaluation): boolean {
  return e.ruleId === c.d?.inputs.fallbackPod?.id || c.kinds.get(e.ruleId) === 'fallback_pod' || (e.status === 'passed' && e.conditions.length === 0 && !e.recordId && !e.matchResult);
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
export function firstAssignment(d: DecisionRecord): { userId: string; how: 'round_robin' | 'specific_user' | 'record_owner'; podName?: string; ruleId?: string; ruleName?: string; recordId?: string; stage: RoundRobinRecord['stage'] | 'matching' } | null {
  const rr = d.roundRobin.find((r) => r.stage !== 'redistribution' && r.chosenUserId);
  if (rr) return { userId: rr.chosenUserId!, how: 'round_robin', podName: rr.podName, stage: rr.stage };
  if (d.matching.outcome !== 'matched' || !d.matching.ruleId) return null;
  const m = d.inputs.matchingRules.find((r) => r.id === d.matching.ruleId);
  if (!m) return null;
  if (m.assignee.type === 'specific_user') return { userId: m.assignee.userId, how: 'specific_user', ruleId: m.id, ruleName: m.name, stage: 'matching' };
  const rec = d.inputs.crmRecords.find((r) => r.id === d.matching.recordId);
  if (m.assignee.type !== 'record_owner' || !rec) return null;
  const resolved = resolveAssignee(m.assignee, rec, buildUserDirectory(d.inputs.users));
  return resolved.ok && resolved.assignee.type === 'user' ? { userId: resolved.assignee.userId, how: 'record_owner', recordId: rec.id, stage: 'matching' } : null;
}

function sourceParts(a: Attribution, prospect: string, d: DecisionRecord | null): TimelinePart[] {
  // A relay handoff comes from no page: its first event already says who handed the prospect over, and how.
  const handoff = /^https?:/i.test(a.pageUrl) ? undefined : d?.events.find((e) => e.type === 'form_submitted')?.detail;
  if (handoff) return [text(handoff)];
  const utm = UTM_KEYS.filter((k) => a.utm?.[k]).map((k) => `utm_${k}=${a.utm[k]}`);
  return [text(`${prospect[0].toUpperCase()}${prospect.slice(1)} submitted the form on `), { url: a.pageUrl }, ...(utm.length ? [text(` (${utm.join(', ')})`)] : [])];
}

function outcomeParts(input: ExplainInput, c: Ctx): TimelinePart[][] {
  if (input.outcome === 'booked') return [[text(input.assigneeName ? `Meeting booked with ${input.assigneeName}` : 'Meeting booked')]];
  if (input.outcome === 'not_booked') return [[text(input.outcomeReason ?? SESSION_REASONS.leftScheduler)]];
  if (input.outcome === 'disqualified') return [[text(scrubIds(input.outcomeReason ?? 'Disqualified', c.names))]];
  return [];
}

/** The prospect's way through the router, first to last, as timeline steps. */
export function explainTimeline(input: ExplainInput): TimelineStep[] {
  const c = context(input);
  const d = input.decision;
  const submittedAt = d?.events.find((e) => e.type === 'form_submitted')?.at ?? input.loggedAt ?? null;
  const steps: TimelineStep[] = [];
  const at = (when: string | null | undefined) => (parts: TimelinePart[]) => steps.push({ at: when ?? null, parts });
  const now = at(submittedAt);
  now(sourceParts(input.attribution, c.prospect, d));
  const via = viaLine(input.via, input.viaName);
  if (!d) {
    if (input.assigneeName) now([text(`Assigned to ${input.assigneeName}${via ? ` ${via}` : ''}`)]);
    for (const p of outcomeParts(input, c)) at(input.loggedAt)(p);
    return steps;
  }

  if (d.disqualification) now([text(d.disqualification.reason)]);
  if (d.inputs.enrichment) now([text(d.inputs.enrichment.detail)]);
  if (d.matching.outcome === 'not_enabled') now([text('Matching rules not enabled in router')]);
  for (const e of d.matching.evaluations) now(ruleParts(c, 'Matching rule', 'matching', e));
  if (d.matching.outcome === 'not_matched' && d.matching.reason && !d.matching.evaluations.some((e) => e.status === 'passed')) now([text(d.matching.reason)]);

  const rules = d.distribution.evaluations.filter((e) => !isFallback(c, e));
  for (const e of rules) now(ruleParts(c, 'Distribution rule', 'distribution', e));
  if (d.distribution.outcome === 'fallback') {
    const e = d.distribution.evaluations.find((x) => isFallback(c, x) && x.status === 'passed');
    const pod = d.inputs.fallbackPod ? { id: d.inputs.fallbackPod.id, name: d.inputs.fallbackPod.name } : e ? { id: e.ruleId, name: e.ruleName } : null;
    const podPart: TimelinePart = pod ? { rule: pod.id, kind: 'fallback_pod', name: pod.name } : text('the fallback pod');
    now([text(rules.length ? 'No distribution rule matched, so the fallback pod ' : 'The fallback pod '), podPart, text(' took the prospect')]);
  } else if (d.distribution.outcome === 'none') {
    now([text(d.distribution.reason ?? ROUTING_REASONS.noRuleMatched)]);
  }

  const first = firstAssignment(d);
  const assigned = (when: string | null) => {
    const step = at(when);
    if (first) {
      const how: TimelinePart[] =
        first.how === 'round_robin'
          ? [text(` by round robin in '${first.podName}'`)]
          : first.how === 'specific_user'
            ? [text(' by matching rule '), { rule: first.ruleId!, kind: 'matching', name: first.ruleName! }]
            : [text(', the owner of the matched '), ...record(c, first.recordId)];
      step([text('Assigned to '), person(c, first.userId), ...how]);
    } else if (input.assigneeName && d.redistribution.state !== 'redistributed') {
      step([text(`Assigned to ${input.assigneeName}${via ? ` ${via}` : ''}`)]);
    }
    if (d.ownerUpdate) {
      const u = d.ownerUpdate;
      step(u.updated ? [text('CRM owner updated to '), person(c, u.toUserId), text(u.field ? ` in ${u.field}` : '')] : [text(scrubIds(u.reason ?? ROUTING_REASONS.ownerNotUpdated, c.names))]);
    }
    for (const w of d.crmWrites) {
      const module = w.module[0].toUpperCase() + w.module.slice(1);
      const label = scrubIds(w.detail.replace(/^(Created|Updated) \w+ /, ''), c.names);
      const target: TimelinePart[] = w.recordId ? [text(' '), { record: w.recordId, module: w.module, name: label || w.module }] : label ? [text(` (${label})`)] : [];
      step(w.action === 'skipped' ? [text(`${module} not written to the CRM${w.detail ? `: ${scrubIds(w.detail, c.names)}` : ''}`)] : [text(module), ...target, text(` ${w.action} in the CRM`)]);
    }
  };

  for (const r of d.roundRobin.filter((r) => r.stage === 'before_slots')) steps.push(roundRobinStep(r, c.rr));
  const assignedLate = first?.stage === 'at_booking';
  if (!assignedLate) assigned(submittedAt);
  if (d.slotsShown) {
    const s = d.slotsShown;
    at(s.at)(s.count > 0 ? [text(`${cap(c.prospect)} was shown ${s.count} ${s.count === 1 ? 'slot' : 'slots'}`), ...(s.firstStart ? [text(', the first at '), { time: s.firstStart }] : [])] : [text(SESSION_REASONS.noSlots)]);
  }
  for (const r of d.roundRobin.filter((r) => r.stage === 'at_booking')) steps.push(roundRobinStep(r, c.rr));
  if (assignedLate) assigned(d.booking?.at ?? null);
  if (d.booking) at(d.booking.at)([text(`${cap(c.prospect)} booked `), { time: d.booking.start }, text(' with '), person(c, d.booking.hostUserId)]);
  // Who the rule or pod added to the meeting: a member of each additional group, the guests it invites.
  for (const e of d.events) if (e.type === 'group_member_added' || e.type === 'guests_invited') at(e.at)([text(scrubIds(e.detail, c.names))]);
  if (!d.booking && !d.disqualification) for (const p of outcomeParts(input, c)) at(d.redistribution.at ?? input.loggedAt)(p);

  const red = d.redistribution;
  const redRules = red.evaluations.filter((e) => !isFallback(c, e));
  for (const e of redRules) at(red.at)(ruleParts(c, 'Redistribution rule', 'redistribution', e));
  for (const r of d.roundRobin.filter((r) => r.stage === 'redistribution')) steps.push(roundRobinStep(r, c.rr));
  if (red.state === 'redistributed') {
    const passed = red.evaluations.find((e) => e.status === 'passed');
    const by: TimelinePart[] = passed
      ? isFallback(c, passed)
        ? [text(redRules.length ? ', no redistribution rule matched, so by the fallback pod ' : ' by the fallback pod '), rule(c, passed, 'redistribution')]
        : [text(' by '), rule(c, passed, 'redistribution')]
      : input.viaName
        ? [text(` by '${input.viaName}'`)]
        : [];
    at(red.at)([text('Redistributed to '), red.userId ? person(c, red.userId) : text('the pod'), ...by, text(` after ${red.waitMinutes} minutes without a booking`)]);
  } else if (red.state === 'not_enabled' && input.outcome === 'not_booked') {
    at(red.at ?? input.loggedAt)([text(ROUTING_REASONS.redistributionDisabled)]);
  } else if (red.state === 'skipped') {
    at(red.at)([text(red.reason ?? SESSION_REASONS.noRedistributionRule)]);
  } else if (red.state === 'scheduled' && red.dueAt && input.outcome !== 'booked') {
    at(submittedAt)([text('Redistribution scheduled for '), { time: red.dueAt }, text(` unless ${c.prospect} books`)]);
  }
  if (d.redirect) {
    const r = d.redirect;
    at(d.booking?.at ?? red.at ?? submittedAt)([text('Redirected to '), { url: r.url }, ...(r.ruleName ? [text(' by redirect rule '), r.ruleId ? ({ rule: r.ruleId, kind: 'redirect', name: r.ruleName } as TimelinePart) : text(`'${r.ruleName}'`)] : [])]);
  }
  return steps;
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The timeline as sentences, every time in `zone` and named, for API readers and the export. */
export function explainSession(input: ExplainInput, zone = 'UTC'): string[] {
  return explainTimeline(input).map((s) =>
    timelineText(
      s.parts.map((p) => ('time' in p ? { text: `${timelineTime(p.time, zone)} ${zone === 'UTC' ? 'UTC' : `(${zone})`}` } : p)),
      zone,
    ),
  );
}
