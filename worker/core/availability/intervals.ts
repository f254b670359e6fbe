// Sorted interval lists as flat number arrays [s0, e0, s1, e1, ...] of half-open [start, end)
// ranges (epoch minutes in practice). Flat arrays keep the slot engine allocation-light: one array
// per list instead of one object per interval. Every helper is a linear sweep over sorted input.

/** Flat [start, end) pairs, sorted by start, non-empty, disjoint and not touching. */
export type IntervalList = number[];

/** Sorts and merges arbitrary flat pairs (empty pairs dropped, touching ones joined) into an IntervalList. */
export function normalizeIntervals(pairs: readonly number[]): IntervalList {
  const count = pairs.length >> 1;
  let sorted = true;
  for (let i = 1; i < count; i++) {
    if (pairs[2 * i] < pairs[2 * i - 2]) {
      sorted = false;
      break;
    }
  }
  // Inputs are usually already in order (calendars return events sorted), so only sort when needed.
  let source: readonly number[] = pairs;
  if (!sorted) {
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => pairs[2 * a] - pairs[2 * b]);
    const copy = new Array<number>(pairs.length);
    for (let i = 0; i < count; i++) {
      copy[2 * i] = pairs[2 * order[i]];
      copy[2 * i + 1] = pairs[2 * order[i] + 1];
    }
    source = copy;
  }
  const out: IntervalList = [];
  for (let i = 0; i < count; i++) {
    const start = source[2 * i];
    const end = source[2 * i + 1];
    if (end <= start) continue;
    appendMerged(out, start, end);
  }
  return out;
}

/** Appends [start, end) to a list sorted by start, merged into the last interval when they overlap or touch. */
function appendMerged(out: IntervalList, start: number, end: number) {
  const n = out.length;
  if (n > 0 && start <= out[n - 1]) {
    if (end > out[n - 1]) out[n - 1] = end;
  } else {
    out.push(start, end);
  }
}

/** Union of two IntervalLists. */
export function unionIntervals(a: IntervalList, b: IntervalList): IntervalList {
  const out: IntervalList = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    let start: number;
    let end: number;
    if (j >= b.length || (i < a.length && a[i] <= b[j])) {
      start = a[i];
      end = a[i + 1];
      i += 2;
    } else {
      start = b[j];
      end = b[j + 1];
      j += 2;
    }
    appendMerged(out, start, end);
  }
  return out;
}

/** Intersection of two IntervalLists. */
export function intersectIntervals(a: IntervalList, b: IntervalList): IntervalList {
  const out: IntervalList = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = a[i] > b[j] ? a[i] : b[j];
    const end = a[i + 1] < b[j + 1] ? a[i + 1] : b[j + 1];
    if (start < end) out.push(start, end);
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return out;
}

/** Parts of a not covered by b. */
export function subtractIntervals(a: IntervalList, b: IntervalList): IntervalList {
  const out: IntervalList = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 2) {
    let start = a[i];
    const end = a[i + 1];
    while (j < b.length && b[j + 1] <= start) j += 2;
    // b[k] may also cut the next a-interval, so the cursor j never moves past a live b-interval.
    let k = j;
    while (k < b.length && b[k] < end) {
      if (b[k] > start) out.push(start, b[k]);
      if (b[k + 1] > start) start = b[k + 1];
      if (start >= end) break;
      k += 2;
    }
    if (start < end) out.push(start, end);
  }
  return out;
}

/** The part of an IntervalList inside [from, to). */
export function clipIntervals(a: IntervalList, from: number, to: number): IntervalList {
  return intersectIntervals(a, from < to ? [from, to] : []);
}

/** Total length covered. */
export function intervalsLength(a: IntervalList): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 2) total += a[i + 1] - a[i];
  return total;
}
