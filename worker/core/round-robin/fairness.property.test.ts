import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseNext, previewQueue } from './choose';
import { AT, apply, assignNext, behindById, podOf, prng, settingsFor } from './test-helpers';

const weightsArb = (min: number, max: number) => fc.array(fc.integer({ min: 1, max: 99 }), { minLength: min, maxLength: max });

/** Runs strict round robin and checks every member after every assignment. */
function strictStaysWithinOne(weights: number[], assignments: number): void {
  const settings = settingsFor('round_robin_strict');
  let state = podOf(weights, settings);
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = new Array<number>(weights.length).fill(0);
  for (let t = 1; t <= assignments; t++) {
    const r = assignNext(state, settings);
    state = r.state;
    counts[Number(r.memberId.slice(1))] += 1;
    for (let i = 0; i < weights.length; i++) {
      const gap = Math.abs(counts[i] - (t * weights[i]) / total);
      if (gap >= 1) throw new Error(`member m${i} is ${gap.toFixed(3)} off its share after ${t} assignments (${weights})`);
    }
  }
}

describe('strict round robin is fair at every prefix', () => {
  it.each([[[50, 30, 20]], [[99, 1]], [[1, 1, 1, 1, 1]], [[7, 69, 1, 31, 73, 77, 69, 3, 70, 69]]])(
    'weights %j over 10,000 assignments',
    (weights) => strictStaysWithinOne(weights, 10_000),
  );

  it('random pods over 10,000 assignments', () => {
    fc.assert(
      fc.property(weightsArb(2, 8), (weights) => strictStaysWithinOne(weights, 10_000)),
      { numRuns: 8 },
    );
  });

  it('the queue preview is exactly what strict round robin then does', () => {
    fc.assert(
      fc.property(weightsArb(1, 6), fc.integer({ min: 0, max: 40 }), (weights, warmup) => {
        const settings = settingsFor('round_robin_strict');
        let state = podOf(weights, settings);
        for (let i = 0; i < warmup; i++) state = assignNext(state, settings).state;
        const preview = previewQueue(state, 25);
        const actual: string[] = [];
        for (let i = 0; i < 25; i++) {
          const r = assignNext(state, settings);
          state = r.state;
          actual.push(r.memberId);
        }
        expect(preview).toEqual(actual);
      }),
      { numRuns: 60 },
    );
  });
});

// Under independent 30% unavailability no method can hold a pod to its weights if some members can
// never get their share (99/1 with the 99 often away). Pods are kept to weights whose shares every
// group of members can still reach, with 15% headroom.
function reachable(weights: number[]): boolean {
  const n = weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  for (let mask = 1; mask < (1 << n) - 1; mask++) {
    let share = 0;
    let size = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        share += weights[i] / total;
        size += 1;
      }
    }
    if (share > (0.85 * (1 - 0.3 ** size)) / (1 - 0.3 ** n)) return false;
  }
  return true;
}

describe('available round robin under unavailability', () => {
  it.each(['round_robin_available', 'round_robin_balanced'] as const)(
    '%s: with 30 percent random unavailability the shortfall stays small and is repaid once everyone is free',
    (method) => {
      const pods = fc.oneof(fc.constant([50, 30, 20]), weightsArb(3, 6).filter(reachable));
      fc.assert(
        fc.property(pods, fc.integer(), (weights, seed) => {
          const settings = settingsFor(method);
          const random = prng(seed);
          let state = podOf(weights, settings);
          let worst = 0;
          for (let i = 0; i < 3000; i++) {
            const free = state.members.filter(() => random() >= 0.3).map((m) => m.memberId);
            if (free.length === 0) continue;
            state = assignNext(state, settings, free).state;
            for (const behind of behindById(state).values()) worst = Math.max(worst, behind);
          }
          expect(worst).toBeLessThan(8);
          let steps = 0;
          while ([...behindById(state).values()].some((b) => Math.abs(b) >= 1)) {
            state = assignNext(state, settings).state;
            steps += 1;
            expect(steps).toBeLessThanOrEqual(50);
          }
        }),
        { numRuns: 12 },
      );
    },
  );

  it('a member away for 100 assignments is repaid first when back, without overshooting', () => {
    const settings = settingsFor('round_robin_available');
    let state = podOf([50, 30, 20], settings);
    for (let i = 0; i < 100; i++) state = assignNext(state, settings, ['m1', 'm2']).state;
    expect(behindById(state).get('m0')).toBeGreaterThan(45);
    let streak = 0;
    while (assignNext(state, settings).memberId === 'm0') {
      state = assignNext(state, settings).state;
      streak += 1;
    }
    expect(streak).toBeGreaterThan(80);
    for (const behind of behindById(state).values()) expect(Math.abs(behind)).toBeLessThan(1);
  });
});

describe('new member calibration', () => {
  it('a late joiner never takes more than twice their share of their first 100 assignments', () => {
    fc.assert(
      fc.property(
        weightsArb(1, 6),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom('round_robin_strict' as const, 'round_robin_available' as const, 'round_robin_balanced' as const),
        (weights, newWeight, before, method) => {
          const settings = settingsFor(method);
          let state = podOf(weights, settings);
          for (let i = 0; i < before; i++) state = assignNext(state, settings).state;
          state = apply(state, { type: 'add_member', at: AT, memberId: 'late', weight: newWeight }, settings);
          const share = (100 * newWeight) / (weights.reduce((a, b) => a + b, 0) + newWeight);
          let taken = 0;
          for (let i = 0; i < 100; i++) {
            const r = assignNext(state, settings);
            state = r.state;
            if (r.memberId === 'late') taken += 1;
          }
          expect(taken).toBeLessThanOrEqual(Math.ceil(2 * share));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('without calibration a late joiner is flooded, which is why calibration exists', () => {
    const settings = settingsFor('round_robin_strict', { newMemberCalibration: false });
    let state = podOf([50, 50], settings);
    for (let i = 0; i < 200; i++) state = assignNext(state, settings).state;
    state = apply(state, { type: 'add_member', at: AT, memberId: 'late', weight: 50 }, settings);
    const first = chooseNext(state, { method: 'round_robin_strict', now: AT });
    expect(first.memberId).toBe('late');
    expect(previewQueue(state, 50).every((id) => id === 'late')).toBe(true);
  });
});
