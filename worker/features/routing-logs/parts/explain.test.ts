import { describe, expect, it } from 'vitest';
import { ROUTING_REASONS } from '../../../contracts/routing';
import { scrubIds, timelineText, type TimelineStep } from '../../../contracts/routing-logs';
import { SESSION_REASONS } from '../../../contracts/routing-sessions';
import type { DecisionRecord, RoundRobinRecord } from '../../../contracts/routing-decision';
import {
  atBookingDecision,
  bookedDecision,
  fallbackDecision,
  POD,
  POD_NAMES,
  redistributedDecision,
  SHOWN,
} from '../../../test/decision-fixture';
import { explainSession, explainTimeline, viaLine } from './explain';
import type { ExplainInput } from './explain-context';
import { roundRobinStep, shareArithmetic, type RoundRobinContext } from './explain-round-robin';

const ids = { owner: 'u-uma', other: 'u-ravi', matchingRuleId: 'mr-1', deletedRuleId: 'mr-0', distributionRuleId: 'dr-1', podId: 'pod-1' };
const people = { 'u-uma': 'Ursula', 'u-ravi': 'Ravi', ...POD_NAMES };
const NY = 'America/New_York';
const input = (decision: DecisionRecord | null, extra: Partial<ExplainInput> = {}): ExplainInput => ({
  attribution: { pageUrl: 'https://acme.example/demo', referrer: null, utm: { source: 'google', campaign: 'spring' } },
  outcome: 'booked',
  outcomeReason: null,
  assigneeName: 'Ursula',
  via: 'form_matching_rule',
  viaName: 'Account owner',
  decision,
  people,
  prospectName: 'Pat',
  loggedAt: '2030-01-07T10:00:00.000Z',
  shownMemberIds: null,
  ...extra,
});
const lines = (steps: TimelineStep[], zone = NY) => steps.map((s) => timelineText(s.parts, zone));
const others = (step: TimelineStep, zone = NY) => (step.others ?? []).map((o) => timelineText(o, zone));

/** Every record the fixtures hold, with the session facts that go with it. */
const FIXTURES: [string, ExplainInput][] = [
  ['booked by the record owner', input(bookedDecision(ids))],
  [
    'fallback pod, not booked',
    input(fallbackDecision(ids), { outcome: 'not_booked', assigneeName: null, via: 'fallback_pod', viaName: 'Sales pod' }),
  ],
  [
    'redistributed',
    input(redistributedDecision(ids), {
      outcome: 'not_booked',
      outcomeReason: SESSION_REASONS.notBookedInTime,
      assigneeName: 'Ravi',
      via: 'redistribution_rule',
      viaName: 'Follow-up pod',
    }),
  ],
  [
    'booked from a balanced pod',
    input(atBookingDecision(ids), { assigneeName: 'Ann', via: 'fallback_pod', viaName: 'Sales pod', shownMemberIds: SHOWN }),
  ],
];

describe('the timeline of a routing session', () => {
  it('tells a booked session from the form to the meeting, times in the viewer zone', () => {
    const steps = explainTimeline(input(bookedDecision(ids)));
    expect(lines(steps, 'Europe/Paris')).toEqual([
      'Pat submitted the form on https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      "Matching rule 'Old owners' failed: No matching record found",
      "Matching rule 'Account owner' passed: e-mail domain acme.com matched account Acme (exact match)",
      "Distribution rule 'EMEA' not evaluated: an earlier rule matched",
      'Assigned to Ursula, the owner of the matched account Acme',
      ROUTING_REASONS.ownerNotUpdated,
      'Lead pat@acme.com created in the CRM',
      'Pat was shown 24 slots, the first at Tue 8 Jan, 10:00 AM',
      'Pat booked Tue 8 Jan, 10:00 AM with Ursula',
    ]);
    // Names are references the page links: the owner to their member page, the account to its record.
    expect(steps[4].parts).toContainEqual({ person: 'u-uma', name: 'Ursula' });
    expect(steps[4].parts).toContainEqual({ record: 'crm-acme', module: 'account', name: 'Acme' });
    expect(steps[8].parts).toContainEqual({ time: '2030-01-08T09:00:00.000Z' });
  });

  it('names the fallback pod once, as a pod, never as a rule that passed', () => {
    expect(lines(explainTimeline(FIXTURES[1][1]))).toEqual([
      'Pat submitted the form on https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      ROUTING_REASONS.noMatchingRecord,
      "Distribution rule 'EMEA' failed: Country is not Germany",
      "No distribution rule matched, so the fallback pod 'Sales pod' took the prospect",
      SESSION_REASONS.noSlots,
      "Round robin (available) in 'Sales pod' found nobody: nobody in the pod could take the prospect",
      SESSION_REASONS.leftScheduler,
      ROUTING_REASONS.redistributionDisabled,
    ]);
  });

  it('names who the prospect was redistributed to, by which rule, after the wait', () => {
    const steps = explainTimeline(FIXTURES[2][1]);
    expect(lines(steps).slice(-4)).toEqual([
      SESSION_REASONS.notBookedInTime,
      "Redistribution rule 'Follow-up pod' passed: Country is France",
      "Round robin (balanced) in 'Follow-up pod' picked Ravi: first in turn when the wait ended",
      "Redistributed to Ravi by 'Follow-up pod' after 10 minutes without a booking",
    ]);
    expect(others(steps[steps.length - 2])).toEqual(['Ursula: ahead of their share, so balanced round robin held them back']);
    expect(lines(steps).some((l) => l.startsWith('Assigned to'))).toBe(false);
  });

  it('gives the disqualification reason and nothing about booking', () => {
    const d: DecisionRecord = {
      ...fallbackDecision(ids),
      disqualification: { reason: ROUTING_REASONS.freeEmailDisqualified },
      slotsShown: null,
      roundRobin: [],
    };
    d.distribution = { outcome: 'not_needed', podId: null, reason: null, evaluations: [] };
    d.matching = { ...d.matching, outcome: 'disqualified', reason: null };
    expect(lines(explainTimeline(input(d, { outcome: 'disqualified', assigneeName: null })))).toEqual([
      'Pat submitted the form on https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      ROUTING_REASONS.freeEmailDisqualified,
    ]);
  });

  it('falls back to the columns for logs without a decision', () => {
    expect(lines(explainTimeline(input(null, { outcome: 'not_booked', prospectName: null })))).toEqual([
      'The prospect submitted the form on https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      'Assigned to Ursula via matching rule Account owner',
      SESSION_REASONS.leftScheduler,
    ]);
  });

  it('keeps the plain explanation for API readers with every time named as UTC', () => {
    expect(explainSession(input(bookedDecision(ids))).at(-1)).toBe('Pat booked Tue 8 Jan, 9:00 AM UTC with Ursula');
  });
});

describe('never contradicting the record', () => {
  it.each(FIXTURES)('%s: no stage says a rule passed and that no rule passed', (_, fixture) => {
    const text = lines(explainTimeline(fixture)).concat(explainTimeline(fixture).flatMap((s) => others(s)));
    for (const family of ['Matching', 'Distribution', 'Redistribution']) {
      const passed = text.some((l) => new RegExp(`^${family} rule '.*' passed`).test(l));
      const nonePassed = text.some((l) => new RegExp(`no ${family.toLowerCase()} rule (passed|matched)`, 'i').test(l));
      expect(passed && nonePassed, `${family}: ${text.join('\n')}`).toBe(false);
    }
    expect(text.filter((l) => /passed: no /i.test(l))).toEqual([]);
    expect(text.filter((l) => /\bwas (lost|unavailable|held back \()/.test(l))).toEqual([]);
    expect(text.filter((l) => /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(l) || /\bUTC\b/.test(l))).toEqual([]);
  });

  it('puts names to ids in details the core wrote, and words to ids nobody can name', () => {
    const names = new Map([['u-uma', 'Ursula']]);
    expect(scrubIds('CRM owner "u-uma" has no product user', names)).toBe('CRM owner "Ursula" has no product user');
    expect(scrubIds('CRM owner "0b4c2f0e-6a1d-4a57-9d5e-2f1b8b1c9a10" has no product user', names)).toBe(
      'CRM owner "an unknown record" has no product user',
    );
  });
});

describe('why each member was not picked, at booking', () => {
  const d = atBookingDecision(ids);
  const r = d.roundRobin[0];
  const ctx = (shown: readonly string[] | null): RoundRobinContext => ({
    prospect: 'Pat',
    slotStart: d.booking!.start,
    shownMemberIds: shown ? new Set(shown) : null,
    people,
  });
  const slot = 'Thu 26 Nov, 10:00 AM, the slot Pat chose';

  it('says who was picked against the slot Pat chose, in the viewer zone (15:00Z is 10:00 AM in New York)', () => {
    expect(timelineText(roundRobinStep(r, ctx(SHOWN)).parts, NY)).toBe(
      `Round robin (balanced) in 'Sales pod' picked Ann: free at ${slot}, and first in turn among the members free then`,
    );
  });

  it.each([
    ['unavailable, shown', POD.bo, `Bo: not free at ${slot}`],
    ['unavailable, never shown', POD.max, 'Max Manager: not among the members whose times Pat was shown'],
    ['held_back', POD.cy, `Cy: free at ${slot}, but ahead of their share, so balanced round robin held them back`],
    ['not_due', POD.di, `Di: free at ${slot}, but not due yet: others were further behind their share`],
    [
      'tie_break',
      POD.ed,
      `Ed: free at ${slot}, but tied for the turn with Ann; ties go to the higher weight, then to whoever joined the pod first`,
    ],
    ['due_later', POD.fay, `Fay: free at ${slot}, but their turn comes after Ann's`],
    ['on_vacation', POD.gil, 'Gil: on vacation, so left out of the turn order'],
  ])('%s', (_, memberId, sentence) => {
    const step = roundRobinStep(r, ctx(SHOWN));
    expect(others(step)).toContain(sentence);
    expect(step.others?.find((o) => 'person' in o[0] && o[0].person === memberId)?.[0]).toEqual({
      person: memberId,
      name: POD_NAMES[memberId],
    });
  });

  it('says less when the record cannot tell "not free" from "not shown"', () => {
    const lines = others(roundRobinStep(r, ctx(null)));
    expect(lines).toContain(`Bo: could not take ${slot}`);
    expect(lines).toContain(`Max Manager: could not take ${slot}`);
    expect(lines.join('\n')).not.toMatch(/not free/);
  });

  it('tells the turn taken before slots without claiming anyone was free', () => {
    const strict: RoundRobinRecord = {
      ...r,
      method: 'round_robin_strict',
      stage: 'before_slots',
      explanation: r.explanation.filter((e) => e.reason !== 'unavailable' && e.reason !== 'held_back'),
    };
    const step = roundRobinStep(strict, ctx(SHOWN));
    expect(timelineText(step.parts, NY)).toBe("Round robin (strict) in 'Sales pod' picked Ann: first in turn before slots were shown");
    expect(others(step)).toEqual([
      'Di: not due yet: others were further behind their share',
      'Ed: tied for the turn with Ann; ties go to the higher weight, then to whoever joined the pod first',
      "Fay: their turn comes after Ann's",
      'Gil: on vacation, so left out of the turn order',
    ]);
  });

  it('says so when the member whose turn it was lost the time before the booking was written', () => {
    const step = roundRobinStep({ ...r, chosenUserId: POD.ed }, ctx(SHOWN));
    expect(timelineText(step.parts, NY)).toBe(
      `Round robin (balanced) in 'Sales pod' picked Ed for ${slot}, next in line when the member whose turn it was could no longer take that time`,
    );
    expect(others(step)).toContain('Ann: next in turn, but could no longer take that time when the booking was made');
  });

  it('shows the share arithmetic from the weights and counts the pick was made from', () => {
    const math = shareArithmetic(r, ctx(SHOWN));
    expect(math).toContain('Ann: weight 1 of 8 = 12.5% share; 1 of 14 counted meetings = 7.1%: 5.4 points behind, 0.75 meetings behind');
    expect(math).toContain('Fay: weight 2 of 8 = 25% share; 2 of 14 counted meetings = 14.3%: 10.7 points behind, 1.5 meetings behind');
    expect(math).toContain('Cy: weight 1 of 8 = 12.5% share; 4 of 14 counted meetings = 28.6%: 16.1 points ahead, 2.25 meetings ahead');
    expect(math.some((l) => l.startsWith('Gil'))).toBe(false);
  });

  it('puts the whole turn on the timeline between the slots shown and the booking', () => {
    const steps = explainTimeline(FIXTURES[3][1]);
    const text = lines(steps);
    const rr = text.findIndex((l) => l.startsWith('Round robin'));
    expect(text[rr - 1]).toBe('Pat was shown 12 slots, the first at Thu 26 Nov, 10:00 AM');
    expect(text.slice(rr + 1, rr + 3)).toEqual([
      "Assigned to Ann by round robin in 'Sales pod'",
      'Pat booked Thu 26 Nov, 10:00 AM with Ann',
    ]);
    expect(steps[rr].at).toBe('2026-11-25T14:02:00.000Z');
  });
});

describe('sentence parts', () => {
  it('words via lines', () => {
    expect(viaLine('redistribution_rule', 'Follow-up')).toBe('via redistribution rule Follow-up');
    expect(viaLine(null, 'x')).toBeNull();
  });
});
