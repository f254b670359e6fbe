import { ROUTING_REASONS } from '../../../contracts/routing';
import { scrubIds, timelineText, timelineTime, type TimelinePart, type TimelineStep } from '../../../contracts/routing-logs';
import { ROUTER_VIA_LABELS, SESSION_REASONS, type RouterVia } from '../../../contracts/routing-sessions';
import type { Attribution, DecisionRecord } from '../../../contracts/routing-decision';
import { UTM_KEYS } from '../../../contracts/utm-params';
import {
  context,
  firstAssignment,
  isFallback,
  person,
  record,
  rule,
  ruleParts,
  text,
  type Ctx,
  type ExplainInput,
} from './explain-context';
import { roundRobinStep } from './explain-round-robin';

// Pure: everything comes in as arguments, so the timeline of a stored decision never changes. Every
// sentence is built from the record's structured fields; free text the core wrote (rule details) passes
// through a filter that puts names to ids, so no raw record id reaches a reader.

/** 'via matching rule Account owner': the line under the router's name in the log. */
export function viaLine(via: RouterVia | null, viaName: string | null): string | null {
  if (!via) return null;
  return `via ${ROUTER_VIA_LABELS[via] ?? via}${viaName ? ` ${viaName}` : ''}`;
}

/** The event that opened a session: a form submission or handoff, a CRM record's change, an Intercom conversation. */
const OPENING_EVENTS = new Set(['form_submitted', 'record_triggered', 'conversation_triggered']);
const openingEvent = (d: DecisionRecord | null) => d?.events.find((e) => OPENING_EVENTS.has(e.type));

function sourceParts(a: Attribution, prospect: string, d: DecisionRecord | null): TimelinePart[] {
  // A relay handoff, a CRM change or a conversation comes from no page: its first event says where the prospect came from.
  const handoff = /^https?:/i.test(a.pageUrl) ? undefined : openingEvent(d)?.detail;
  if (handoff) return [text(handoff)];
  const utm = UTM_KEYS.filter((k) => a.utm?.[k]).map((k) => `utm_${k}=${a.utm[k]}`);
  return [
    text(`${prospect[0].toUpperCase()}${prospect.slice(1)} submitted the form on `),
    { url: a.pageUrl },
    ...(utm.length ? [text(` (${utm.join(', ')})`)] : []),
  ];
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
  const submittedAt = openingEvent(d)?.at ?? input.loggedAt ?? null;
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
  if (d.matching.outcome === 'not_matched' && d.matching.reason && !d.matching.evaluations.some((e) => e.status === 'passed'))
    now([text(d.matching.reason)]);

  const rules = d.distribution.evaluations.filter((e) => !isFallback(c, e));
  for (const e of rules) now(ruleParts(c, 'Distribution rule', 'distribution', e));
  if (d.distribution.outcome === 'fallback') {
    const e = d.distribution.evaluations.find((x) => isFallback(c, x) && x.status === 'passed');
    const pod = d.inputs.fallbackPod
      ? { id: d.inputs.fallbackPod.id, name: d.inputs.fallbackPod.name }
      : e
        ? { id: e.ruleId, name: e.ruleName }
        : null;
    const podPart: TimelinePart = pod ? { rule: pod.id, kind: 'fallback_pod', name: pod.name } : text('the fallback pod');
    now([
      text(rules.length ? 'No distribution rule matched, so the fallback pod ' : 'The fallback pod '),
      podPart,
      text(' took the prospect'),
    ]);
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
      step(
        u.updated
          ? [text('CRM owner updated to '), person(c, u.toUserId), text(u.field ? ` in ${u.field}` : '')]
          : [text(scrubIds(u.reason ?? ROUTING_REASONS.ownerNotUpdated, c.names))],
      );
    }
    for (const w of d.crmWrites) {
      const module = w.module[0].toUpperCase() + w.module.slice(1);
      const label = scrubIds(w.detail.replace(/^(Created|Updated) \w+ /, ''), c.names);
      const target: TimelinePart[] = w.recordId
        ? [text(' '), { record: w.recordId, module: w.module, name: label || w.module }]
        : label
          ? [text(` (${label})`)]
          : [];
      step(
        w.action === 'skipped'
          ? [text(`${module} not written to the CRM${w.detail ? `: ${scrubIds(w.detail, c.names)}` : ''}`)]
          : [text(module), ...target, text(` ${w.action} in the CRM`)],
      );
    }
  };

  for (const r of d.roundRobin.filter((r) => r.stage === 'before_slots')) steps.push(roundRobinStep(r, c.rr));
  const assignedLate = first?.stage === 'at_booking';
  if (!assignedLate) assigned(submittedAt);
  if (d.slotsShown) {
    const s = d.slotsShown;
    at(s.at)(
      s.count > 0
        ? [
            text(`${cap(c.prospect)} was shown ${s.count} ${s.count === 1 ? 'slot' : 'slots'}`),
            ...(s.firstStart ? [text(', the first at '), { time: s.firstStart }] : []),
          ]
        : [text(SESSION_REASONS.noSlots)],
    );
  }
  for (const r of d.roundRobin.filter((r) => r.stage === 'at_booking')) steps.push(roundRobinStep(r, c.rr));
  if (assignedLate) assigned(d.booking?.at ?? null);
  if (d.booking)
    at(d.booking.at)([text(`${cap(c.prospect)} booked `), { time: d.booking.start }, text(' with '), person(c, d.booking.hostUserId)]);
  // Who the rule or pod added to the meeting (a member of each additional group, the guests it invites), and
  // what an Intercom router wrote back to the conversation (assignment, note, tags).
  for (const e of d.events)
    if (e.type === 'group_member_added' || e.type === 'guests_invited' || e.type === 'intercom_written')
      at(e.at)([text(scrubIds(e.detail, c.names))]);
  if (!d.booking && !d.disqualification) for (const p of outcomeParts(input, c)) at(d.redistribution.at ?? input.loggedAt)(p);

  const red = d.redistribution;
  const redRules = red.evaluations.filter((e) => !isFallback(c, e));
  for (const e of redRules) at(red.at)(ruleParts(c, 'Redistribution rule', 'redistribution', e));
  for (const r of d.roundRobin.filter((r) => r.stage === 'redistribution')) steps.push(roundRobinStep(r, c.rr));
  if (red.state === 'redistributed') {
    const passed = red.evaluations.find((e) => e.status === 'passed');
    const by: TimelinePart[] = passed
      ? isFallback(c, passed)
        ? [
            text(redRules.length ? ', no redistribution rule matched, so by the fallback pod ' : ' by the fallback pod '),
            rule(c, passed, 'redistribution'),
          ]
        : [text(' by '), rule(c, passed, 'redistribution')]
      : input.viaName
        ? [text(` by '${input.viaName}'`)]
        : [];
    at(red.at)([
      text('Redistributed to '),
      red.userId ? person(c, red.userId) : text('the pod'),
      ...by,
      text(` after ${red.waitMinutes} minutes without a booking`),
    ]);
  } else if (red.state === 'not_enabled' && input.outcome === 'not_booked') {
    at(red.at ?? input.loggedAt)([text(ROUTING_REASONS.redistributionDisabled)]);
  } else if (red.state === 'skipped') {
    at(red.at)([text(red.reason ?? SESSION_REASONS.noRedistributionRule)]);
  } else if (red.state === 'scheduled' && red.dueAt && input.outcome !== 'booked') {
    at(submittedAt)([text('Redistribution scheduled for '), { time: red.dueAt }, text(` unless ${c.prospect} books`)]);
  }
  if (d.redirect) {
    const r = d.redirect;
    at(d.booking?.at ?? red.at ?? submittedAt)([
      text('Redirected to '),
      { url: r.url },
      ...(r.ruleName
        ? [
            text(' by redirect rule '),
            r.ruleId ? ({ rule: r.ruleId, kind: 'redirect', name: r.ruleName } as TimelinePart) : text(`'${r.ruleName}'`),
          ]
        : []),
    ]);
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

/** The sentences of a decision that was never stored (a preview), as the routing log would write them, without the source line a preview does not have. */
export function explainDecision(
  decision: DecisionRecord,
  people: Record<string, string>,
  outcome: ExplainInput['outcome'],
  outcomeReason: string | null,
) {
  const name = decision.inputs.prospect.answers.name;
  const attribution: Attribution = { pageUrl: '', referrer: null, utm: {} };
  const input = { attribution, outcome, outcomeReason, assigneeName: null, via: null, viaName: null, decision, people };
  return explainSession({ ...input, prospectName: typeof name === 'string' ? name : null }).slice(1);
}
