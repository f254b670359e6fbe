import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  clipIntervals,
  intersectIntervals,
  intervalsLength,
  normalizeIntervals,
  subtractIntervals,
  unionIntervals,
  type IntervalList,
} from './intervals';

const SPAN = 200;

// Reference model: a boolean per unit of a small universe.
function toBits(list: readonly number[]): boolean[] {
  const bits = new Array<boolean>(SPAN).fill(false);
  for (let i = 0; i < list.length; i += 2) for (let x = list[i]; x < list[i + 1]; x++) bits[x] = true;
  return bits;
}

function isNormalized(list: IntervalList): boolean {
  for (let i = 0; i < list.length; i += 2) {
    if (!(list[i] < list[i + 1])) return false;
    if (i > 0 && !(list[i - 1] < list[i])) return false;
  }
  return list.length % 2 === 0;
}

const rawPairs = fc
  .array(fc.tuple(fc.integer({ min: 0, max: SPAN - 1 }), fc.integer({ min: 0, max: 40 })), { maxLength: 12 })
  .map((pairs) => pairs.flatMap(([start, length]) => [start, Math.min(SPAN, start + length)]));
const list = rawPairs.map(normalizeIntervals);

describe('interval lists', () => {
  it('normalize sorts, merges touching and overlapping pairs, and drops empty ones', () => {
    expect(normalizeIntervals([10, 20, 0, 5, 5, 7, 30, 30, 15, 25])).toEqual([0, 7, 10, 25]);
    fc.assert(
      fc.property(rawPairs, (pairs) => {
        const normalized = normalizeIntervals(pairs);
        expect(isNormalized(normalized)).toBe(true);
        expect(toBits(normalized)).toEqual(toBits(pairs));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['union', unionIntervals, (a: boolean, b: boolean) => a || b],
    ['intersect', intersectIntervals, (a: boolean, b: boolean) => a && b],
    ['subtract', subtractIntervals, (a: boolean, b: boolean) => a && !b],
  ] as const)('%s matches the set operation unit by unit', (_, operation, expected) => {
    fc.assert(
      fc.property(list, list, (a, b) => {
        const result = operation(a, b);
        expect(isNormalized(result)).toBe(true);
        const bitsA = toBits(a);
        const bitsB = toBits(b);
        expect(toBits(result)).toEqual(bitsA.map((bit, i) => expected(bit, bitsB[i])));
      }),
      { numRuns: 1000 },
    );
  });

  it('subtract keeps a blocker that spans several intervals', () => {
    expect(subtractIntervals([0, 10, 20, 30, 40, 50], [5, 45])).toEqual([0, 5, 45, 50]);
    expect(subtractIntervals([0, 100], [10, 20, 30, 40])).toEqual([0, 10, 20, 30, 40, 100]);
  });

  it('clip and length', () => {
    expect(clipIntervals([0, 10, 20, 30], 5, 25)).toEqual([5, 10, 20, 25]);
    expect(clipIntervals([0, 10], 5, 5)).toEqual([]);
    expect(intervalsLength([0, 10, 20, 30])).toBe(20);
  });
});
