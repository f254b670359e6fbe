import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DistributionRule } from '../../contracts/routing-pods';
import type { DecisionInputs } from '../../contracts/routing-decision';
import { ROUTER_MESSAGES } from '../../contracts/routers';
import { chooseNext } from '../round-robin/choose';
import { AT, assignNext, podOf, settingsFor } from '../round-robin/test-helpers';
import { assignSession, replayRoundRobin, type PodDraw } from './assignment';
import { decideRouting } from './decide';

const strictPod: DistributionRule = {
  id: 'p-strict',
  name: 'Strict pod',
  teamId: 't-sales',
  distribution: 'round_robin_select',
  members: [],
  conditions: [],
  guests: [],
  ownerUpdate: { enabled: false },
  method: 'round_robin_strict',
  meetingTypeOverrideId: null,
};
const inputs = (pod: DistributionRule): DecisionInputs => ({
  prospect: { email: 'pat@newco.test', answers: { email: 'pat@newco.test' } },
  crmRecords: [],
  users: [],
  lists: [],
  matchingRules: [],
  distributionRules: [],
  // A fallback pod catches everyone, so every decision here plans that pod.
  fallbackPod: pod,
  options: { matchingEnabled: false, disqualifyFreeEmail: false, disqualifyInvalidEmail: false, overrideExistingOwner: false },
});
const people = new Map([0, 1, 2, 3].map((i) => [`m${i}`, { name: `Member ${i}` }]));
const NOW = Date.parse(AT);
/** The session the pod's decision assigns with this draw. */
const assignFrom = (pod: DistributionRule, draw: PodDraw | null) =>
  assignSession({ inputs: inputs(pod), decision: decideRouting(inputs(pod)), groupMembers: new Map(), draw, people, now: NOW });

describe('assigning a session from a decision, with no I/O', () => {
  it('a strict pod: the chosen member, the explanation with names, and the state it was drawn from', () => {
    const state = podOf([50, 30, 20], settingsFor('round_robin_strict'));
    const choice = chooseNext(state, { method: 'round_robin_strict', now: AT });
    const a = assignFrom(strictPod, { kind: 'strict', choice, drawnFrom: state });
    expect(a).toMatchObject({
      outcome: 'pending',
      assigneeState: 'user_slots_shown',
      assigneeUserId: 'm0',
      candidates: ['m0'],
      podId: 'p-strict',
      via: 'fallback_pod',
    });
    expect(a.roundRobin[0]).toMatchObject({ stage: 'before_slots', chosenUserId: 'm0' });
    expect(a.roundRobin[0].explanation.map((e) => e.memberName)).toEqual(['Member 0', 'Member 1', 'Member 2']);
    expect(replayRoundRobin(a.roundRobin[0])).toBe('m0');
  });

  it('replaying any stored strict record chooses the same member it recorded', () => {
    const settings = settingsFor('round_robin_strict');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }), fc.nat({ max: 20 }), (weights, turns) => {
        let state = podOf(weights, settings);
        for (let i = 0; i < turns; i++) state = assignNext(state, settings).state;
        const choice = chooseNext(state, { method: 'round_robin_strict', now: AT });
        const a = assignFrom(strictPod, { kind: 'strict', choice, drawnFrom: state });
        if (!choice.memberId) return a.outcome === 'not_booked';
        return replayRoundRobin(a.roundRobin[0]) === choice.memberId && a.assigneeUserId === choice.memberId;
      }),
    );
  });

  it('an open pod shows its eligible members; an unconfigured pod or no draw has nobody', () => {
    const open: DistributionRule = { ...strictPod, id: 'p-open', method: 'round_robin_available' };
    const state = podOf([1, 1, 1], settingsFor('round_robin_available'));
    const draws: [PodDraw | null, string[]][] = [
      [{ kind: 'open', state, configured: true }, ['m0', 'm1', 'm2']],
      [{ kind: 'open', state, configured: false }, []],
      [{ kind: 'unconfigured' }, []],
      [null, []],
    ];
    for (const [draw, candidates] of draws) {
      const a = assignFrom(open, draw);
      expect(a.candidates).toEqual(candidates);
      expect(a.outcome).toBe(candidates.length ? 'pending' : 'not_booked');
      if (!candidates.length) expect(a.reason).toBe(ROUTER_MESSAGES.noAssignee);
    }
  });

  it('drops members who left the organization from an open pod', () => {
    const open: DistributionRule = { ...strictPod, id: 'p-open', method: 'round_robin_available' };
    const state = podOf([1, 1, 1, 1, 1], settingsFor('round_robin_available'));
    const a = assignFrom(open, { kind: 'open', state, configured: true });
    expect(a.candidates).toEqual(['m0', 'm1', 'm2', 'm3']);
  });

  it('a record without a draw cannot be replayed', () => {
    expect(
      replayRoundRobin({
        podId: 'p',
        podName: 'P',
        method: 'round_robin_strict',
        stage: 'before_slots',
        chosenUserId: 'm0',
        explanation: [],
        at: AT,
      }),
    ).toBeNull();
  });
});
