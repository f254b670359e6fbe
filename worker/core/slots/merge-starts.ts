import { MS_PER_MINUTE } from '../time/civil-date';
import type { Slot } from './compute-slots';

// Turning every member's sorted start minutes into slots. Two strategies, because the cheap one for
// a personal link is quadratic-ish for a 50-member round robin and vice versa.

function makeSlot(startMinute: number, durationMs: number, memberIds: string[]): Slot {
  const start = startMinute * MS_PER_MINUTE;
  return { start, end: start + durationMs, memberIds };
}

// Few members: sweep all heads for the next start, costing members x distinct starts.
function sweepMerge(ids: readonly string[], starts: number[][], needed: number, durationMs: number): Slot[] {
  const slots: Slot[] = [];
  const heads = new Array<number>(starts.length).fill(0);
  for (;;) {
    let next = Infinity;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: reads past the end give undefined, which compares false, so this bound check (or its strictness) never changes the result
    for (let k = 0; k < starts.length; k++) if (heads[k] < starts[k].length && starts[k][heads[k]] < next) next = starts[k][heads[k]];
    if (next === Infinity) return slots;
    const memberIds: string[] = [];
    for (let k = 0; k < starts.length; k++) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: reads past the end give undefined, which compares false, so this bound check (or its strictness) never changes the result
      if (heads[k] < starts[k].length && starts[k][heads[k]] === next) {
        memberIds.push(ids[k]);
        heads[k]++;
      }
    }
    if (memberIds.length >= needed) slots.push(makeSlot(next, durationMs, memberIds));
  }
}

// Many members: counting sort per day-sized chunk of minutes, linear in the number of starts. A
// chunk-sized buffer stays small where one spanning the whole window would not.
const MERGE_CHUNK_MINUTES = 1440;

function countingMerge(ids: readonly string[], starts: number[][], needed: number, durationMs: number): Slot[] {
  const count = starts.length;
  const heads = new Int32Array(count);
  const counts = new Int32Array(MERGE_CHUNK_MINUTES + 1);
  let owners = new Int32Array(0);
  const slots: Slot[] = [];
  for (;;) {
    let base = Infinity;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: reads past the end give undefined, which compares false, so this bound check (or its strictness) never changes the result
    for (let k = 0; k < count; k++) if (heads[k] < starts[k].length && starts[k][heads[k]] < base) base = starts[k][heads[k]];
    if (base === Infinity) return slots;
    const chunkEnd = base + MERGE_CHUNK_MINUTES;
    let top = 0;
    let placed = 0;
    for (let k = 0; k < count; k++) {
      const list = starts[k];
      // Stryker disable next-line LogicalOperator,ConditionalExpression,EqualityOperator: reads past the end give undefined, which compares false; minutes past the chunk fall outside the typed array and are placed by the next chunk
      for (let i = heads[k]; i < list.length && list[i] < chunkEnd; i++, placed++) {
        const slot = list[i] - base + 1;
        counts[slot]++;
        // Stryker disable next-line EqualityOperator: max() of equal values
        if (slot > top) top = slot;
      }
    }
    // Stryker disable next-line EqualityOperator: counts[top] is never read: placement indexes stop at top - 1
    for (let m = 1; m <= top; m++) counts[m] += counts[m - 1];
    if (owners.length < placed) owners = new Int32Array(Math.max(placed, owners.length * 2));
    // counts[m] is where minute base+m's members begin in owners; it advances as each one is placed,
    // and member-by-member placement keeps memberIds in input order.
    for (let k = 0; k < count; k++) {
      const list = starts[k];
      let i = heads[k];
      // Stryker disable next-line ConditionalExpression,EqualityOperator: reads past the end give undefined, which compares false, so this bound check (or its strictness) never changes the result
      for (; i < list.length && list[i] < chunkEnd; i++) owners[counts[list[i] - base]++] = k;
      heads[k] = i;
    }
    let begin = 0;
    for (let m = 0; m < top; m++) {
      const end = counts[m];
      if (end - begin >= needed) {
        // Stryker disable next-line ArrayDeclaration: preallocation only; the loop below fills every entry either way
        const memberIds = new Array<string>(end - begin);
        for (let i = begin; i < end; i++) memberIds[i - begin] = ids[owners[i]];
        slots.push(makeSlot(base + m, durationMs, memberIds));
      }
      begin = end;
    }
    counts.fill(0, 0, top + 1);
  }
}

const SWEEP_MERGE_MAX_MEMBERS = 8;

/**
 * Merges members' sorted start minutes into slots: a minute becomes a slot when at least `needed`
 * members have it (1 for 'any', all of them for 'all'); memberIds follow the order of ids.
 */
export function mergeStarts(ids: readonly string[], starts: number[][], needed: number, durationMs: number): Slot[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: both strategies give the same slots (a property test checks each); the threshold only picks the faster one
  return starts.length <= SWEEP_MERGE_MAX_MEMBERS
    ? sweepMerge(ids, starts, needed, durationMs)
    : countingMerge(ids, starts, needed, durationMs);
}
