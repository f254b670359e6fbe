import type { CalibrationSettings, RoundRobinEvent, RoundRobinMethod, RoundRobinSettings } from '../../contracts/round-robin';
import { chooseNext } from './choose';
import { applyEvent } from './events';
import { eligibleMembers, standings } from './fairness';
import { emptyRoundRobinState, type RoundRobinState } from './state';

export const AT = '2024-01-10T00:00:00.000Z';

/** Pod settings for tests: every calibration on unless overridden, UTC quarters. */
export function settingsFor(method: RoundRobinMethod, calibration: Partial<CalibrationSettings> = {}): RoundRobinSettings {
  return {
    method,
    timeZone: 'UTC',
    calibration: {
      resetPeriod: 'quarterly',
      vacationCalibration: true,
      creditBack: true,
      ncCreditBack: true,
      cancelCreditBack: true,
      newMemberCalibration: true,
      reassignCalibration: true,
      ...calibration,
    },
  };
}

/** Applies an event that must succeed. */
export function apply(state: RoundRobinState, event: RoundRobinEvent, settings: RoundRobinSettings): RoundRobinState {
  const result = applyEvent(state, event, settings);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/** A pod with members m0, m1, ... carrying the given weights. */
export function podOf(weights: ReadonlyArray<number>, settings: RoundRobinSettings, at = AT): RoundRobinState {
  let state = emptyRoundRobinState();
  weights.forEach((weight, i) => {
    state = apply(state, { type: 'add_member', at, memberId: `m${i}`, weight }, settings);
  });
  return state;
}

let meetings = 0;

/** Chooses by the pod's method and records the assignment; returns the new state and who got it. */
export function assignNext(
  state: RoundRobinState,
  settings: RoundRobinSettings,
  availableMemberIds?: string[],
  at = AT,
): { state: RoundRobinState; memberId: string } {
  const choice = chooseNext(state, { method: settings.method, availableMemberIds, now: at });
  if (!choice.memberId) throw new Error('nobody chosen');
  meetings += 1;
  const next = apply(state, { type: 'assign', at, memberId: choice.memberId, meetingId: `mt${meetings}` }, settings);
  return { state: next, memberId: choice.memberId };
}

/** How far behind (positive) or ahead (negative) of their weighted share each eligible member is. */
export function behindById(state: RoundRobinState): Map<string, number> {
  return new Map(standings(eligibleMembers(state)).map((s) => [s.member.memberId, s.behind]));
}

/** Deterministic PRNG (mulberry32) so property runs replay from fast-check's seed. */
export function prng(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
