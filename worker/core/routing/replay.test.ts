import { describe, expect, it } from 'vitest';
import type { DistributionRule } from '../../contracts/routing-pods';
import { assignNext, podOf, settingsFor, AT } from '../round-robin/test-helpers';
import { changeKind, simulateDraw, sideOf, type SimulatedPod } from './replay';

const strictPod = { id: 'p1', name: 'Strict pod', method: 'round_robin_strict' } as DistributionRule;
const openPod = { id: 'p2', name: 'Open pod', method: 'round_robin_available' } as DistributionRule;
const at = Date.parse(AT);

describe('replay core', () => {
  it('a simulated strict pod takes its turns as the pod object would, one after another', () => {
    const settings = settingsFor('round_robin_strict');
    const start = podOf([2, 1, 1], settings);
    const pods: Record<string, SimulatedPod> = { p1: { state: start, settings } };
    let real = start;
    for (let i = 0; i < 12; i++) {
      const draw = simulateDraw(pods, strictPod, `s${i}`, at);
      const next = assignNext(real, settings);
      expect(draw.kind === 'strict' && draw.choice.memberId).toBe(next.memberId);
      expect(draw.kind === 'strict' && draw.drawnFrom).toEqual(real);
      real = next.state;
    }
    expect(pods.p1.state.members.map((m) => m.assigned)).toEqual([6, 3, 3]);
  });

  it('a pod never configured has nobody; an open pod is only read', () => {
    expect(simulateDraw({}, strictPod, 's1', at)).toEqual({ kind: 'unconfigured' });
    const settings = settingsFor('round_robin_available');
    const state = podOf([1, 1], settings);
    const pods = { p2: { state, settings } };
    expect(simulateDraw(pods, openPod, 's1', at)).toMatchObject({ kind: 'open', configured: true });
    expect(pods.p2.state).toBe(state);
  });

  it('names the first difference: outcome, then rule, then rep', () => {
    const routed = { outcome: 'routed' as const, ruleId: 'p1', ruleName: 'Pod', repId: 'u1' };
    expect(changeKind(routed, { ...routed })).toBeNull();
    expect(changeKind(routed, { outcome: 'disqualified', ruleId: null, ruleName: null, repId: null })).toBe('outcome');
    expect(changeKind(routed, { ...routed, ruleId: 'p2', repId: 'u2' })).toBe('rule');
    expect(changeKind(routed, { ...routed, repId: 'u2' })).toBe('rep');
    expect(
      sideOf({
        outcome: 'pending',
        reason: null,
        assigneeState: 'team_slots_shown',
        assigneeUserId: null,
        candidates: ['u1', 'u2'],
        podId: 'p2',
        via: 'form_routing_rule',
        viaId: 'p2',
        viaName: 'Open pod',
        teamId: 't1',
        roundRobin: [],
        owner: null,
      }),
    ).toEqual({ outcome: 'routed', ruleId: 'p2', ruleName: 'Open pod', repId: null });
  });
});
