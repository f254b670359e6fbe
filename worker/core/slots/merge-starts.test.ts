import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { mergeStarts } from './merge-starts';

// Reference: a Map from minute to members, sorted at the end.
function naive(ids: string[], starts: number[][], needed: number) {
  const byMinute = new Map<number, string[]>();
  starts.forEach((list, k) => list.forEach((s) => byMinute.set(s, [...(byMinute.get(s) ?? []), ids[k]])));
  return [...byMinute.entries()]
    .filter(([, members]) => members.length >= needed)
    .sort((a, b) => a[0] - b[0])
    .map(([minute, memberIds]) => ({ start: minute * 60_000, end: minute * 60_000 + 1_800_000, memberIds }));
}

const sortedStarts = fc
  .uniqueArray(
    fc.oneof(
      fc.integer({ min: 0, max: 5000 }),
      fc.integer({ min: 0, max: 200 }).map((q) => q * 15),
    ),
    { maxLength: 60 },
  )
  .map((list) => list.map((minute) => 28_000_000 + minute).sort((a, b) => a - b));

describe('mergeStarts', () => {
  it('matches a naive merge for few members (sweep) and many members (counting), in any and all modes', () => {
    fc.assert(
      fc.property(fc.array(sortedStarts, { minLength: 1, maxLength: 24 }), fc.boolean(), (starts, all) => {
        const ids = starts.map((_, k) => `m${k}`);
        const needed = all ? starts.length : 1;
        expect(mergeStarts(ids, starts, needed, 1_800_000)).toEqual(naive(ids, starts, needed));
      }),
      { numRuns: 1000 },
    );
  });

  it('handles members with nothing free', () => {
    expect(mergeStarts(['a', 'b'], [[], []], 1, 1)).toEqual([]);
    expect(
      mergeStarts(
        Array.from({ length: 12 }, (_, k) => `m${k}`),
        Array.from({ length: 12 }, () => []),
        1,
        1,
      ),
    ).toEqual([]);
  });
});
