import { MINUTES_PER_DAY } from './civil-date';
import { zoneOffsetMinutes } from './zone-offset';

// A zone's offset over a UTC window as a piecewise-constant table. Built once per zone and window
// with a few dozen Intl calls; after that every conversion is integer arithmetic plus a binary search.
//
// "Local minutes" are minutes since 1970-01-01T00:00 of the wall clock, i.e. the local date and time
// read as if they were UTC. The wall clock at UTC minute u is u + offset(u).

/** Piecewise offsets: from starts[i] (UTC epoch minute) until starts[i+1], local = utc + offsets[i]. */
export interface ZoneTable {
  readonly zone: string;
  readonly starts: readonly number[];
  readonly offsets: readonly number[];
  readonly minOffset: number;
  readonly maxOffset: number;
}

// In tzdata from 1975 to 2040 the closest two transitions of any zone are ~7 days apart (checked by
// sampling every zone every 2 hours), so sampling every 2 days finds every transition with a wide
// margin; bisection then pins each one to the minute.
const SAMPLE_STEP_MINUTES = 2 * MINUTES_PER_DAY;
// Wall clocks sit between UTC-12 and UTC+14; a little more slack costs nothing.
const MAX_ABS_OFFSET_MINUTES = 15 * 60;

/** Builds the offset table of a zone covering UTC minutes [fromMinute, toMinute]; outside it the edge offsets extend. */
export function buildZoneTable(zone: string, fromMinute: number, toMinute: number): ZoneTable {
  const offsetAtMinute = (minute: number) => zoneOffsetMinutes(zone, minute * 60_000);
  const starts = [fromMinute];
  const offsets = [offsetAtMinute(fromMinute)];
  let knownMinute = fromMinute;
  let knownOffset = offsets[0];
  for (let sample = fromMinute; sample < toMinute;) {
    sample = Math.min(sample + SAMPLE_STEP_MINUTES, toMinute);
    const sampleOffset = offsetAtMinute(sample);
    // Loop, not if: two transitions inside one step still show as different end offsets.
    while (sampleOffset !== knownOffset) {
      let lo = knownMinute;
      let hi = sample;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (offsetAtMinute(mid) === knownOffset) lo = mid;
        else hi = mid;
      }
      knownMinute = hi;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut (offsetAtMinute(sample) is sampleOffset); it only matters for two transitions in one 2-day step, which tzdata never has
      knownOffset = hi === sample ? sampleOffset : offsetAtMinute(hi);
      starts.push(knownMinute);
      offsets.push(knownOffset);
    }
    knownMinute = sample;
  }
  return { zone, starts, offsets, minOffset: Math.min(...offsets), maxOffset: Math.max(...offsets) };
}

/** Index of the segment holding a UTC minute (edges extend to infinity). */
export function segmentIndex(table: ZoneTable, utcMinute: number): number {
  const { starts } = table;
  let lo = 0;
  // Stryker disable next-line ArithmeticOperator: a higher bound only probes undefined starts, which compare false and lead to the same index
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= utcMinute) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Offset in minutes (local = UTC + offset) at a UTC minute. */
export function offsetAt(table: ZoneTable, utcMinute: number): number {
  return table.offsets[segmentIndex(table, utcMinute)];
}

/** Local wall-clock minute of a UTC minute. */
export function utcToLocal(table: ZoneTable, utcMinute: number): number {
  return utcMinute + offsetAt(table, utcMinute);
}

/**
 * First UTC minute whose wall clock reads localMinute; for a wall time skipped by a DST gap, the
 * instant the gap ends; for a repeated wall time, its first occurrence.
 */
export function localToUtc(table: ZoneTable, localMinute: number): number {
  const { starts, offsets } = table;
  const last = starts.length - 1;
  // Only segments within a day of the naive guess can contain this wall time.
  for (let i = segmentIndex(table, localMinute - MAX_ABS_OFFSET_MINUTES); i <= last; i++) {
    const utc = localMinute - offsets[i];
    if (i > 0 && utc < starts[i]) return starts[i];
    if (i === last || utc < starts[i + 1]) return utc;
  }
  // Stryker disable next-line all: unreachable (the last segment always returns inside the loop); here for the type checker
  return localMinute - offsets[last];
}

/**
 * UTC instants whose wall clock falls inside the given local intervals (flat sorted [start, end) pairs).
 * This preimage is what makes DST exact: a wall time skipped by a gap maps to nothing, and a repeated
 * wall time maps to both of its occurrences. Returns flat sorted disjoint UTC pairs.
 */
export function localIntervalsToUtc(table: ZoneTable, local: readonly number[]): number[] {
  const { starts, offsets } = table;
  const out: number[] = [];
  const pairs = local.length >> 1;
  for (let seg = 0; seg < starts.length; seg++) {
    const offset = offsets[seg];
    const segStart = seg === 0 ? -Infinity : starts[seg];
    const segEnd = seg === starts.length - 1 ? Infinity : starts[seg + 1];
    const localStart = segStart + offset;
    const localEnd = segEnd + offset;
    // Segments overlap in local time after a fall-back, so each one finds its own first interval.
    let lo = 0;
    let hi = pairs;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (local[2 * mid + 1] <= localStart) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < pairs; k++) {
      const start = local[2 * k];
      if (start >= localEnd) break;
      const from = (start > localStart ? start : localStart) - offset;
      const end = local[2 * k + 1];
      const to = (end < localEnd ? end : localEnd) - offset;
      const n = out.length;
      if (n > 0 && out[n - 1] >= from) {
        if (to > out[n - 1]) out[n - 1] = to;
      } else {
        out.push(from, to);
      }
    }
  }
  return out;
}
