import { describe, expect, it } from 'vitest';
import { ROUTING_REASONS } from '../../contracts/routing';
import { SESSION_REASONS, type DecisionRecord } from '../../contracts/routing-sessions';
import { bookedDecision } from './decision-fixture';
import { explainSession, formatInstant, roundRobinSentence, ruleSentence, viaLine, type ExplainInput } from './explain';

const ids = { owner: 'u-uma', other: 'u-ravi', matchingRuleId: 'mr-1', deletedRuleId: 'mr-0', distributionRuleId: 'dr-1', podId: 'pod-1' };
const people = { 'u-uma': 'Ursula', 'u-ravi': 'Ravi' };
const input = (decision: DecisionRecord | null, extra: Partial<ExplainInput> = {}): ExplainInput => ({
  attribution: { pageUrl: 'https://acme.example/demo', referrer: null, utm: { source: 'google', campaign: 'spring' } },
  outcome: 'booked',
  outcomeReason: null,
  assigneeName: 'Ursula',
  via: 'form_matching_rule',
  viaName: 'Account owner',
  decision,
  people,
  ...extra,
});

/** A prospect who matched nothing, failed the EMEA rule, fell to the fallback pod and left without booking. */
function fallbackDecision(redistribution: Partial<DecisionRecord['redistribution']> = {}): DecisionRecord {
  const d = bookedDecision(ids);
  return {
    ...d,
    matching: { outcome: 'not_matched', reason: ROUTING_REASONS.noMatchingRecord, ruleId: null, matchResult: null, recordId: null, evaluations: [] },
    distribution: {
      outcome: 'fallback',
      podId: ids.podId,
      reason: null,
      evaluations: [
        {
          ruleId: 'dr-1', ruleName: 'EMEA', status: 'failed', reason: ROUTING_REASONS.conditionsNotMet, detail: null, matchResult: null, recordId: null,
          conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', passed: false, actual: 'France', explanation: 'Country is not Germany' }],
        },
      ],
    },
    rulesUsed: [...d.rulesUsed, { id: ids.podId, name: 'Sales pod', version: 4, kind: 'fallback_pod' }, { id: 'pod-2', name: 'Follow-up pod', version: 1, kind: 'redistribution' }],
    roundRobin: [
      {
        podId: ids.podId, podName: 'Sales pod', method: 'round_robin_available', stage: 'at_booking', chosenUserId: null, at: '2030-01-07T10:00:00.000Z',
        explanation: [],
      },
    ],
    ownerUpdate: null,
    crmWrites: [],
    slotsShown: { count: 0, firstStart: null, lastStart: null, timezone: 'UTC', at: '2030-01-07T10:00:00.000Z' },
    booking: null,
    redistribution: { enabled: false, waitMinutes: 10, dueAt: null, state: 'not_enabled', reason: null, evaluations: [], podId: null, userId: null, at: null, ...redistribution },
  };
}

describe('explaining a routing session', () => {
  it('tells a booked session from the form to the meeting', () => {
    expect(explainSession(input(bookedDecision(ids)))).toEqual([
      'Form submitted from https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      "Matching rule 'Old owners' failed: No matching record found",
      "Matching rule 'Account owner' passed: e-mail domain acme.com matched account Acme (exact match)",
      "Distribution rule 'EMEA' not evaluated: an earlier rule matched",
      'Assigned to Ursula (record owner)',
      ROUTING_REASONS.ownerNotUpdated,
      'Lead created in the CRM: pat@acme.com',
      'Slots shown: 24 (first 2030-01-08 09:00 UTC)',
      'Booked 2030-01-08 09:00 UTC with Ursula',
    ]);
  });

  it('says why the fallback pod was used and that redistribution is off', () => {
    const lines = explainSession(input(fallbackDecision(), { outcome: 'not_booked', assigneeName: null, via: 'fallback_pod', viaName: 'Sales pod' }));
    expect(lines).toEqual([
      'Form submitted from https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      ROUTING_REASONS.noMatchingRecord,
      "Distribution rule 'EMEA' failed: Country is not Germany",
      "No distribution rule matched; the fallback pod 'Sales pod' was used",
      SESSION_REASONS.noSlots,
      "Round robin (available) in 'Sales pod' found nobody to assign",
      SESSION_REASONS.leftScheduler,
      ROUTING_REASONS.redistributionDisabled,
    ]);
  });

  it('names who the prospect was redistributed to, by which rule, after the wait', () => {
    const d = fallbackDecision({
      enabled: true,
      state: 'redistributed',
      podId: 'pod-2',
      userId: 'u-ravi',
      evaluations: [{ ruleId: 'pod-2', ruleName: 'Follow-up pod', status: 'passed', reason: null, detail: null, matchResult: null, recordId: null, conditions: [] }],
    });
    d.roundRobin.push({
      podId: 'pod-2', podName: 'Follow-up pod', method: 'round_robin_balanced', stage: 'redistribution', chosenUserId: 'u-ravi', at: '2030-01-07T10:10:00.000Z',
      explanation: [
        { memberId: 'u-ravi', memberName: 'Ravi', reason: 'chosen', level: 1, share: 2, behind: 2, detail: 'Chosen' },
        { memberId: 'u-uma', memberName: 'Ursula', reason: 'unavailable', level: 3, share: 2, behind: -1, detail: 'Not free' },
      ],
    });
    const lines = explainSession(input(d, { outcome: 'not_booked', outcomeReason: SESSION_REASONS.notBookedInTime, assigneeName: 'Ravi', via: 'redistribution_rule', viaName: 'Follow-up pod' }));
    expect(lines.slice(-4)).toEqual([
      SESSION_REASONS.notBookedInTime,
      "Redistribution rule 'Follow-up pod' passed: conditions met",
      "Round robin (balanced) in 'Follow-up pod' chose Ravi: 2 behind share; Ursula was unavailable",
      "Redistributed to Ravi by 'Follow-up pod' after 10 minutes",
    ]);
    // The first assignment is not claimed for the person the prospect was redistributed to.
    expect(lines.some((l) => l.startsWith('Assigned to'))).toBe(false);
  });

  it('gives the disqualification reason and nothing about booking', () => {
    const d: DecisionRecord = { ...fallbackDecision(), disqualification: { reason: ROUTING_REASONS.freeEmailDisqualified }, slotsShown: null, roundRobin: [] };
    d.distribution = { outcome: 'not_needed', podId: null, reason: null, evaluations: [] };
    d.matching = { ...d.matching, outcome: 'disqualified', reason: null };
    expect(explainSession(input(d, { outcome: 'disqualified', assigneeName: null }))).toEqual([
      'Form submitted from https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      ROUTING_REASONS.freeEmailDisqualified,
    ]);
  });

  it('falls back to the columns for logs without a decision', () => {
    expect(explainSession(input(null, { outcome: 'not_booked', outcomeReason: null }))).toEqual([
      'Form submitted from https://acme.example/demo (utm_source=google, utm_campaign=spring)',
      'Assigned to Ursula via matching rule Account owner',
      SESSION_REASONS.leftScheduler,
    ]);
  });
});

describe('sentence parts', () => {
  it('words rule outcomes, round robin standings, via lines and instants', () => {
    const failed = { ruleId: 'r', ruleName: 'Owners', status: 'failed' as const, reason: ROUTING_REASONS.userNotInProduct, detail: 'CRM owner "o-9" has no product user', matchResult: null, recordId: null, conditions: [] };
    expect(ruleSentence('Matching rule', failed)).toBe(`Matching rule 'Owners' failed: ${ROUTING_REASONS.userNotInProduct} (CRM owner "o-9" has no product user)`);
    expect(ruleSentence('Matching rule', { ...failed, status: 'passed', reason: null, detail: null, matchResult: 'fuzzy' })).toBe("Matching rule 'Owners' passed: conditions met (fuzzy match)");
    const rr = { podId: 'p', podName: 'Pod', method: 'round_robin_strict' as const, stage: 'before_slots' as const, chosenUserId: 'a', at: '',
      explanation: [
        { memberId: 'a', memberName: 'Ann', reason: 'chosen' as const, level: 0, share: 1, behind: -0.333, detail: '' },
        { memberId: 'b', memberName: 'Bo', reason: 'on_vacation' as const, level: 0, share: 0, behind: 0, detail: '' },
      ] };
    expect(roundRobinSentence(rr, {})).toBe("Round robin (strict) in 'Pod' chose Ann: 0.33 ahead of share; Bo was on vacation");
    expect(viaLine('redistribution_rule', 'Follow-up')).toBe('via redistribution rule Follow-up');
    expect(viaLine(null, 'x')).toBeNull();
    expect(formatInstant('2030-01-08T09:00:00.000Z')).toBe('2030-01-08 09:00 UTC');
    expect(formatInstant('not a date')).toBe('not a date');
  });
});
