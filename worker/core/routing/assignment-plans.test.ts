import { describe, expect, it } from 'vitest';
import type { DistributionRule } from '../../contracts/routing-pods';
import type { DecisionInputs } from '../../contracts/routing-decision';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import { chooseNext } from '../round-robin/choose';
import { AT, apply, podOf, settingsFor } from '../round-robin/test-helpers';
import type { OwnerUpdateDecision } from './assignee';
import { BLANK_ASSIGNMENT as BLANK, assignSession, named, replayRoundRobin, type Assignment, type PodDraw } from './assignment';
import { decideRouting, type RoutingDecision, type RoutingPlan } from './decide';

// Every plan kind turned into a full assignment, compared as a whole so no field can silently change.

const pod: DistributionRule = {
  id: 'p1',
  name: 'Pod one',
  teamId: 't-sales',
  distribution: 'round_robin_select',
  members: [],
  conditions: [],
  guests: [],
  ownerUpdate: { enabled: true, destinationProperty: 'owner_id' },
  method: 'round_robin_strict',
  meetingTypeOverrideId: null,
};
const inputs: DecisionInputs = {
  prospect: { email: 'pat@newco.test', answers: {} },
  crmRecords: [],
  users: [{ id: 'm1', email: 'm1@us.test', crmOwnerIds: ['o-m1'], active: true }],
  lists: [],
  matchingRules: [],
  distributionRules: [],
  fallbackPod: pod,
  options: { matchingEnabled: false, disqualifyFreeEmail: false, disqualifyInvalidEmail: false, overrideExistingOwner: false },
};
const base = decideRouting(inputs);
const people = new Map([0, 1, 2].map((i) => [`m${i}`, { name: `Member ${i}` }]));
const NOW = Date.parse(AT);
const viaRule = { via: 'form_matching_rule' as const, viaId: 'r1', viaName: 'Rule one' };
const viaPod = { via: 'fallback_pod' as const, viaId: 'p1', viaName: 'Pod one' };

function assign(
  plan: RoutingPlan,
  draw: PodDraw | null = null,
  extra: Partial<RoutingDecision> = {},
  groupMembers = new Map<string, string[]>(),
) {
  return assignSession({ inputs, decision: { ...base, ...extra, plan }, groupMembers, draw, people, now: NOW });
}

describe('assignSession for each plan', () => {
  it('disqualified and none carry their reason and nothing else', () => {
    expect(assign({ kind: 'disqualified', reason: 'Free e-mail' })).toEqual({ ...BLANK, outcome: 'disqualified', reason: 'Free e-mail' });
    expect(assign({ kind: 'none', reason: 'No rule matched' })).toEqual({ ...BLANK, outcome: 'not_booked', reason: 'No rule matched' });
  });

  it("a user: that user's slots, with the owner update decided by matching", () => {
    const ownerUpdate: OwnerUpdateDecision = { update: true, recordId: 'A1', property: 'owner_id', value: 'o-m1', reason: null };
    expect(assign({ kind: 'user', userId: 'm1', ...viaRule }, null, { ownerUpdate })).toEqual({
      ...BLANK,
      assigneeState: 'user_slots_shown',
      assigneeUserId: 'm1',
      candidates: ['m1'],
      ...viaRule,
      owner: { decision: ownerUpdate, userId: 'm1' },
    });
    expect(assign({ kind: 'user', userId: 'm1', ...viaRule }, null, { ownerUpdate: null }).owner).toBeNull();
  });

  it("a group: its active members' team slots, once each, sorted", () => {
    const groups = new Map([
      ['g1', ['m2', 'm0', 'gone']],
      ['g2', ['m0', 'm1']],
    ]);
    expect(assign({ kind: 'group', teamId: 't1', groupIds: ['g1', 'g2', 'g-missing'], ...viaRule }, null, {}, groups)).toEqual({
      ...BLANK,
      assigneeState: 'team_slots_shown',
      candidates: ['m0', 'm1', 'm2'],
      ...viaRule,
      teamId: 't1',
    });
  });

  it('a group with nobody left: not booked, still naming the rule and team', () => {
    const groups = new Map([['g1', ['gone']]]);
    expect(assign({ kind: 'group', teamId: 't1', groupIds: ['g1', 'g2'], ...viaRule }, null, {}, groups)).toEqual({
      ...BLANK,
      outcome: 'not_booked',
      reason: ROUTER_MESSAGES.noAssignee,
      ...viaRule,
      teamId: 't1',
    });
  });

  it('a strict pod that chose nobody: not booked, naming the pod', () => {
    const state = apply(
      podOf([1], settingsFor('round_robin_strict')),
      { type: 'vacation_start', at: AT, memberId: 'm0' },
      settingsFor('round_robin_strict'),
    );
    const choice = chooseNext(state, { method: 'round_robin_strict', now: NOW });
    expect(
      assign({ kind: 'pod', pod, via: 'fallback_pod', viaId: 'p1', viaName: 'Pod one' }, { kind: 'strict', choice, drawnFrom: state }),
    ).toEqual({
      ...BLANK,
      outcome: 'not_booked',
      reason: ROUTER_MESSAGES.noAssignee,
      ...viaPod,
      podId: 'p1',
      teamId: 't-sales',
    });
  });

  it("a strict pod's choice: the record of the turn and the pod's owner update for that member", () => {
    const state = podOf([1, 1], settingsFor('round_robin_strict'));
    const choice = chooseNext(state, { method: 'round_robin_strict', now: NOW });
    const a = assign({ kind: 'pod', pod, ...viaPod }, { kind: 'strict', choice, drawnFrom: state });
    expect(a).toEqual({
      ...BLANK,
      assigneeState: 'user_slots_shown',
      assigneeUserId: 'm0',
      candidates: ['m0'],
      ...viaPod,
      podId: 'p1',
      teamId: 't-sales',
      roundRobin: [
        {
          podId: 'p1',
          podName: 'Pod one',
          method: 'round_robin_strict',
          stage: 'before_slots',
          chosenUserId: 'm0',
          explanation: named(choice.explanation, people),
          at: AT,
          draw: { state, availableMemberIds: null },
        },
      ],
      owner: { decision: { update: false, recordId: null, property: 'owner_id', value: null, reason: expect.any(String) }, userId: 'm0' },
    });
    // m0 is not a product user here; m1 is, and gets the owner field.
    const second = chooseNext(apply(state, { type: 'assign', at: AT, memberId: 'm0', meetingId: 'x' }, settingsFor('round_robin_strict')), {
      method: 'round_robin_strict',
      now: NOW,
    });
    const b = assign({ kind: 'pod', pod, ...viaPod }, { kind: 'strict', choice: second, drawnFrom: state });
    expect(b.owner).toEqual({
      decision: { update: true, recordId: null, property: 'owner_id', value: 'o-m1', reason: null },
      userId: 'm1',
    });
  });

  it('a balanced pod shows only members at or below their share', () => {
    const settings = settingsFor('round_robin_balanced');
    const state = apply(podOf([1, 1, 1], settings), { type: 'assign', at: AT, memberId: 'm0', meetingId: 'a' }, settings);
    const balancedPod = { ...pod, method: 'round_robin_balanced' as const };
    expect(assign({ kind: 'pod', pod: balancedPod, ...viaPod }, { kind: 'open', state, configured: true })).toEqual({
      ...BLANK,
      assigneeState: 'team_slots_shown',
      candidates: ['m1', 'm2'],
      ...viaPod,
      podId: 'p1',
      teamId: 't-sales',
    });
    // The pod's period is read at `now`: after it ends everyone is back on their share.
    const later = assignSession({
      inputs,
      decision: { ...base, plan: { kind: 'pod', pod: balancedPod, ...viaPod } },
      groupMembers: new Map(),
      draw: { kind: 'open', state, configured: true },
      people,
      now: Date.parse('2024-04-01T00:00:00.000Z'),
    });
    expect(later.candidates).toEqual(['m0', 'm1', 'm2']);
  });
});

describe('named and replayRoundRobin', () => {
  it('names members, and calls anyone who left a former member', () => {
    const rows = [
      { memberId: 'm1', reason: 'chosen' as const, level: 0, share: 0, behind: 0, detail: 'x' },
      { memberId: 'zz', reason: 'not_due' as const, level: 0, share: 0, behind: 0, detail: 'y' },
    ];
    expect(named(rows, people).map((r) => r.memberName)).toEqual(['Member 1', 'Former member']);
  });

  it('replays a turn taken among the members who were free', () => {
    const settings = settingsFor('round_robin_available');
    const state = podOf([1, 1, 1], settings);
    const record = {
      podId: 'p',
      podName: 'P',
      method: 'round_robin_available' as const,
      stage: 'at_booking' as const,
      chosenUserId: 'm2',
      explanation: [],
      at: AT,
      draw: { state, availableMemberIds: ['m2'] },
    };
    expect(replayRoundRobin(record)).toBe('m2');
    expect(replayRoundRobin({ ...record, draw: { state, availableMemberIds: null } })).toBe('m0');
  });
});
