import { MINUTES_PER_DAY, floorDiv, mod } from '../time/civil-date';
import type { ZoneTable } from '../time/zone-table';
import { intersectIntervals, normalizeIntervals, subtractIntervals, type IntervalList } from '../availability/intervals';

// Per-member work of the slot engine, all in integer UTC minutes: free time, the ranges where a
// meeting may start, and the start times on the member's local increment grid.

/** Busy calendar time as epoch-millisecond [start, end) instants. */
export interface BusyInterval {
  readonly start: number;
  readonly end: number;
}

/**
 * Busy time widened so that a meeting [s, s + duration) is allowed exactly when it overlaps none of
 * the result: the meeting needs bufferBefore free minutes before it and bufferAfter free minutes after
 * it, so an existing event [b0, b1) excludes meetings that start before b1 + bufferBefore and end after
 * b0 - bufferAfter. Instants are rounded outwards to whole minutes.
 */
export function widenBusy(busy: readonly BusyInterval[], bufferBeforeMinutes: number, bufferAfterMinutes: number): IntervalList {
  // Calendars hand events over sorted, so merge in one pass and only fall back to sorting when not.
  const out: IntervalList = [];
  for (let i = 0; i < busy.length; i++) {
    const start = Math.floor(busy[i].start / 60_000) - bufferAfterMinutes;
    const end = Math.ceil(busy[i].end / 60_000) + bufferBeforeMinutes;
    if (end <= start) continue;
    const n = out.length;
    if (n === 0 || start > out[n - 1]) out.push(start, end);
    else if (start >= out[n - 2]) out[n - 1] = end > out[n - 1] ? end : out[n - 1];
    else
      return normalizeIntervals(
        busy.flatMap((b) => [Math.floor(b.start / 60_000) - bufferAfterMinutes, Math.ceil(b.end / 60_000) + bufferBeforeMinutes]),
      );
  }
  return out;
}

/** UTC minutes at which a meeting of the given length may start: it fits in free time and the start is allowed. */
export function startRanges(
  available: IntervalList,
  blocked: IntervalList,
  allowedStarts: IntervalList,
  durationMinutes: number,
): IntervalList {
  const free = blocked.length > 0 ? subtractIntervals(available, blocked) : available;
  const ranges: IntervalList = [];
  for (let i = 0; i < free.length; i += 2) {
    const lastStart = free[i + 1] - durationMinutes;
    if (lastStart >= free[i]) ranges.push(free[i], lastStart + 1);
  }
  return intersectIntervals(ranges, allowedStarts);
}

/**
 * Start minutes inside the ranges that sit on the increment grid of the member's wall clock, counted
 * from local midnight (15 minutes: :00 :15 :30 :45 local, whatever the zone's offset). Walks the
 * zone table's constant-offset segments, so a grid point costs one addition.
 */
export function gridStarts(ranges: IntervalList, table: ZoneTable, incrementMinutes: number, out: number[] = []): number[] {
  const { starts, offsets } = table;
  const lastSegment = starts.length - 1;
  // Stryker disable next-line ArithmeticOperator: 1440 * increment is never 0, which only sends every increment down the general path, giving the same starts
  const dividesDay = MINUTES_PER_DAY % incrementMinutes === 0;
  let segment = 0;
  for (let r = 0; r < ranges.length; r += 2) {
    const rangeEnd = ranges[r + 1];
    let from = ranges[r];
    while (from < rangeEnd) {
      while (segment < lastSegment && starts[segment + 1] <= from) segment++;
      const segmentEnd = segment < lastSegment ? starts[segment + 1] : Infinity;
      const to = segmentEnd < rangeEnd ? segmentEnd : rangeEnd;
      const offset = offsets[segment];
      if (dividesDay) {
        // The grid restarts every midnight, but with an increment dividing 1440 that is the same
        // as one unbroken grid of local minutes.
        for (let s = from + mod(-(from + offset), incrementMinutes); s < to; s += incrementMinutes) out.push(s);
      } else {
        let local = from + offset;
        while (local - offset < to) {
          const dayStart = floorDiv(local, MINUTES_PER_DAY) * MINUTES_PER_DAY;
          const aligned = dayStart + Math.ceil((local - dayStart) / incrementMinutes) * incrementMinutes;
          if (aligned >= dayStart + MINUTES_PER_DAY) {
            local = dayStart + MINUTES_PER_DAY;
            continue;
          }
          if (aligned - offset >= to) break;
          out.push(aligned - offset);
          local = aligned + 1;
        }
      }
      from = to;
    }
  }
  return out;
}
