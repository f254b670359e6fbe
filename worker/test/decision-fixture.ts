import { ruleEvaluation } from '../core/routing/matching';
import { matchingRule } from '../core/routing/test-helpers';
import type { DistributionRule } from '../contracts/routing-pods';
import type { CandidateReason } from '../contracts/round-robin';
import type { DecisionRecord } from '../contracts/routing-decision';

// A realistic decision record for tests of the log's explanation and details: the prospect matched
// an account by domain, its owner got the meeting, the round robin ran for the fallback pod, and the
// prospect booked.

export type FixtureIds = {
  owner: string;
  other: string;
  matchingRuleId: string;
  deletedRuleId: string;
  distributionRuleId: string;
  podId: string;
};

export function distributionRule(id: string, name: string, teamId = 'team-1'): DistributionRule {
  return {
    id,
    name,
    teamId,
    distribution: 'round_robin_all',
    members: [],
    conditions: [{ field: { source: 'form', key: 'country' }, operator: 'equals', value: 'Germany' }],
    guests: [],
    ownerUpdate: { enabled: false },
    method: 'round_robin_available',
  };
}

export function bookedDecision(ids: FixtureIds, at = '2030-01-07T10:00:00.000Z'): DecisionRecord {
  const matched = matchingRule(ids.matchingRuleId, 'Account owner');
  const gone = matchingRule(ids.deletedRuleId, 'Old owners');
  const emea = distributionRule(ids.distributionRuleId, 'EMEA');
  return {
    schemaVersion: 1,
    router: { id: 'router-1', name: 'Website demo', version: 2, notBookedMinutes: 10, redistributionEnabled: false, crmModule: 'lead' },
    inputs: {
      prospect: { email: 'pat@acme.com', answers: { email: 'pat@acme.com', country: 'France' } },
      crmRecords: [{ id: 'crm-acme', module: 'account', domain: 'acme.com', fields: { name: 'Acme', owner_id: ids.owner } }],
      users: [
        { id: ids.owner, email: 'owner@example.test', crmOwnerIds: [], active: true },
        { id: ids.other, email: 'other@example.test', crmOwnerIds: [], active: true },
      ],
      lists: [],
      matchingRules: [gone, matched],
      distributionRules: [emea],
      fallbackPod: null,
      options: { matchingEnabled: true, disqualifyFreeEmail: true, disqualifyInvalidEmail: true, overrideExistingOwner: false },
    },
    rulesUsed: [
      { id: ids.deletedRuleId, name: 'Old owners', version: 1, kind: 'matching' },
      { id: ids.matchingRuleId, name: 'Account owner', version: 2, kind: 'matching' },
      { id: ids.distributionRuleId, name: 'EMEA', version: 1, kind: 'distribution' },
    ],
    disqualification: null,
    matching: {
      outcome: 'matched',
      reason: null,
      ruleId: ids.matchingRuleId,
      matchResult: 'exact',
      recordId: 'crm-acme',
      evaluations: [
        ruleEvaluation({ id: ids.deletedRuleId, name: 'Old owners' }, 'failed', { reason: 'No matching record found' }),
        ruleEvaluation({ id: ids.matchingRuleId, name: 'Account owner' }, 'passed', {
          detail: 'e-mail domain acme.com matched account Acme',
          matchResult: 'exact',
          recordId: 'crm-acme',
        }),
      ],
    },
    distribution: {
      outcome: 'not_needed',
      podId: null,
      reason: null,
      evaluations: [
        ruleEvaluation({ id: ids.distributionRuleId, name: 'EMEA' }, 'not_evaluated', { reason: 'Not evaluated: an earlier rule matched' }),
      ],
    },
    roundRobin: [],
    ownerUpdate: {
      updated: false,
      field: 'owner_id',
      reason: "Owner wasn't updated as per the rule's setting",
      recordId: 'crm-acme',
      fromOwner: ids.owner,
      toUserId: ids.owner,
    },
    crmWrites: [{ module: 'lead', action: 'created', recordId: 'crm-lead-1', detail: 'pat@acme.com' }],
    slotsShown: { count: 24, firstStart: '2030-01-08T09:00:00.000Z', lastStart: '2030-01-12T16:00:00.000Z', timezone: 'Europe/Paris', at },
    redistribution: {
      enabled: false,
      waitMinutes: 10,
      dueAt: null,
      state: 'not_enabled',
      reason: null,
      evaluations: [],
      podId: null,
      userId: null,
      at: null,
    },
    redirect: null,
    booking: { meetingId: 'meeting-1', start: '2030-01-08T09:00:00.000Z', end: '2030-01-08T09:30:00.000Z', hostUserId: ids.owner, at },
    events: [{ at, type: 'form_submitted', detail: 'Form submitted' }],
  };
}

/** A prospect who matched nothing, failed the EMEA rule, fell to the fallback pod and left without booking. */
export function fallbackDecision(ids: FixtureIds, redistribution: Partial<DecisionRecord['redistribution']> = {}): DecisionRecord {
  const d = bookedDecision(ids);
  return {
    ...d,
    matching: {
      outcome: 'not_matched',
      reason: 'No matching record found',
      ruleId: null,
      matchResult: null,
      recordId: null,
      evaluations: [],
    },
    distribution: {
      outcome: 'fallback',
      podId: ids.podId,
      reason: "Prospect's info did not match any conditions set in any rules",
      evaluations: [
        ruleEvaluation({ id: ids.distributionRuleId, name: 'EMEA' }, 'failed', {
          reason: "Prospect's info did not match this rule's conditions",
          conditions: [
            {
              field: { source: 'form', key: 'country' },
              operator: 'equals',
              passed: false,
              actual: 'France',
              explanation: 'Country is not Germany',
            },
          ],
        }),
        // As the core records it: the fallback pod "passes" once no rule did.
        ruleEvaluation({ id: ids.podId, name: 'Sales pod' }, 'passed', {
          detail: 'No distribution rule passed; the fallback pod takes the prospect',
        }),
      ],
    },
    rulesUsed: [
      ...d.rulesUsed,
      { id: ids.podId, name: 'Sales pod', version: 4, kind: 'fallback_pod' },
      { id: 'pod-2', name: 'Follow-up pod', version: 1, kind: 'redistribution' },
    ],
    roundRobin: [
      {
        podId: ids.podId,
        podName: 'Sales pod',
        method: 'round_robin_available',
        stage: 'at_booking',
        chosenUserId: null,
        at: '2030-01-07T10:00:00.000Z',
        explanation: [],
      },
    ],
    ownerUpdate: null,
    crmWrites: [],
    slotsShown: { count: 0, firstStart: null, lastStart: null, timezone: 'UTC', at: '2030-01-07T10:00:00.000Z' },
    booking: null,
    // The booked decision's redistribution (not enabled), with what the caller sets.
    redistribution: { ...d.redistribution, ...redistribution },
  };
}

/** The fallback prospect handed, after the wait, to the Follow-up pod's next member. */
export function redistributedDecision(ids: FixtureIds): DecisionRecord {
  const d = fallbackDecision(ids, {
    enabled: true,
    state: 'redistributed',
    podId: 'pod-2',
    userId: ids.other,
    at: '2030-01-07T10:10:00.000Z',
    evaluations: [
      ruleEvaluation({ id: 'pod-2', name: 'Follow-up pod' }, 'passed', {
        conditions: [
          {
            field: { source: 'form', key: 'country' },
            operator: 'equals',
            passed: true,
            actual: 'France',
            explanation: 'Country is France',
          },
        ],
      }),
    ],
  });
  d.roundRobin.push({
    podId: 'pod-2',
    podName: 'Follow-up pod',
    method: 'round_robin_balanced',
    stage: 'redistribution',
    chosenUserId: ids.other,
    at: '2030-01-07T10:10:00.000Z',
    explanation: [
      { memberId: ids.other, memberName: 'Ravi', reason: 'chosen', level: 1, share: 2, behind: 1, detail: 'Chosen' },
      { memberId: ids.owner, memberName: 'Ursula', reason: 'held_back', level: 3, share: 2, behind: -1, detail: 'Held back' },
    ],
  });
  return d;
}

/** Members of the at-booking pod, by the reason each was not picked. */
export const POD = { ann: 'u-ann', bo: 'u-bo', cy: 'u-cy', di: 'u-di', ed: 'u-ed', fay: 'u-fay', gil: 'u-gil', max: 'u-max' } as const;
export const POD_NAMES: Record<string, string> = {
  'u-ann': 'Ann',
  'u-bo': 'Bo',
  'u-cy': 'Cy',
  'u-di': 'Di',
  'u-ed': 'Ed',
  'u-fay': 'Fay',
  'u-gil': 'Gil',
  'u-max': 'Max Manager',
};
/** Whose times Pat was shown: Max was not among them (held back when the slots were computed). */
export const SHOWN = [POD.ann, POD.bo, POD.cy, POD.di, POD.ed, POD.fay];

/** Pat booked Thu 26 Nov 2026 15:00 UTC from the balanced Sales pod; every reason appears once. */
export function atBookingDecision(ids: FixtureIds): DecisionRecord {
  const d = fallbackDecision(ids);
  const at = '2026-11-25T14:02:00.000Z';
  const start = '2026-11-26T15:00:00.000Z';
  const member = (memberId: string, level: number, weight = 1, extra: { onVacation?: boolean } = {}) => ({
    memberId,
    weight,
    active: true,
    onVacation: extra.onVacation ?? false,
    joinedAt: '2026-11-01T00:00:00.000Z',
    joinOrder: 1,
    level,
    assigned: level,
    completed: 0,
    cancelled: 0,
    noShow: 0,
  });
  const members = [
    member(POD.ann, 1),
    member(POD.bo, 1),
    member(POD.cy, 4),
    member(POD.di, 2),
    member(POD.ed, 1),
    member(POD.fay, 2, 2),
    member(POD.gil, 0, 1, { onVacation: true }),
    member(POD.max, 3),
  ];
  const eligible = members.filter((m) => !m.onVacation);
  const total = eligible.reduce((a, m) => a + m.level, 0);
  const weights = eligible.reduce((a, m) => a + m.weight, 0);
  const row = (memberId: string, reason: CandidateReason) => {
    const m = members.find((x) => x.memberId === memberId)!;
    const share = (total * m.weight) / weights;
    return {
      memberId,
      memberName: POD_NAMES[memberId],
      reason,
      level: m.level,
      share,
      behind: share - m.level,
      detail: `core detail for ${reason}`,
    };
  };
  return {
    ...d,
    inputs: { ...d.inputs, prospect: { email: 'pat@acme.com', answers: { email: 'pat@acme.com', country: 'France' } } },
    slotsShown: {
      count: 12,
      firstStart: start,
      lastStart: '2026-11-27T20:00:00.000Z',
      timezone: 'America/New_York',
      at: '2026-11-25T14:00:00.000Z',
    },
    roundRobin: [
      {
        podId: ids.podId,
        podName: 'Sales pod',
        method: 'round_robin_balanced',
        stage: 'at_booking',
        chosenUserId: POD.ann,
        at,
        explanation: [
          row(POD.ann, 'chosen'),
          row(POD.bo, 'unavailable'),
          row(POD.cy, 'held_back'),
          row(POD.di, 'not_due'),
          row(POD.ed, 'tie_break'),
          row(POD.fay, 'due_later'),
          {
            memberId: POD.gil,
            memberName: 'Gil',
            reason: 'on_vacation',
            level: 0,
            share: 0,
            behind: 0,
            detail: 'On vacation: removed from assignment',
          },
          row(POD.max, 'unavailable'),
        ],
        draw: {
          state: {
            seq: 20,
            period: null,
            nextJoinOrder: 9,
            members,
          },
          availableMemberIds: [POD.ann, POD.cy, POD.di, POD.ed, POD.fay],
        },
      },
    ],
    booking: { meetingId: 'meeting-2', start, end: '2026-11-26T15:30:00.000Z', hostUserId: POD.ann, at },
  };
}
