import type { AvailabilityInput } from '../../contracts/availability';
import { MINUTES_PER_DAY, MS_PER_MINUTE, floorDiv, parseIsoDate, parseTimeOfDay, weekdayOfDay } from '../time/civil-date';
import { buildZoneTable, localIntervalsToUtc, type ZoneTable } from '../time/zone-table';
import { clipIntervals, normalizeIntervals, subtractIntervals, type IntervalList } from './intervals';

// Availability is expanded in the member's local minutes first (weekly hours, overrides and date
// vacations are all wall-clock rules) and only then mapped to UTC through the zone table, which is
// where DST gaps drop time and repeated hours count twice.

/** Availability parsed once into minutes, ready to expand over any window. */
export interface PreparedAvailability {
  readonly timeZone: string;
  /** Per weekday (0 = Sunday), flat [start, end) minutes from that day's local midnight; end may pass 1440. */
  readonly weekly: readonly (readonly number[])[];
  /** Day number -> replacement intervals in the same form; an empty list is a day off. */
  readonly overrides: ReadonlyMap<number, readonly number[]>;
  /** Whole vacation days as local minutes. */
  readonly vacationDays: IntervalList;
  /** Vacation spans given as instants, in UTC minutes. */
  readonly vacationInstants: IntervalList;
}

type Intervals = readonly { readonly start: string; readonly end: string }[];

// An interval whose end is at or before its start runs past midnight (22:00-02:00, or 24 hours when equal).
function dayIntervals(intervals: Intervals): number[] {
  const out: number[] = [];
  for (const interval of intervals) {
    const start = parseTimeOfDay(interval.start);
    const end = parseTimeOfDay(interval.end);
    out.push(start, end <= start ? end + MINUTES_PER_DAY : end);
  }
  return out;
}

/** Parses an availability (as validated by AvailabilitySchema) into minutes. */
export function prepareAvailability(availability: AvailabilityInput): PreparedAvailability {
  const weekly = availability.weekly.map(dayIntervals);
  const overrides = new Map<number, number[]>();
  for (const override of availability.overrides ?? []) overrides.set(parseIsoDate(override.date), dayIntervals(override.intervals));
  const days: number[] = [];
  const instants: number[] = [];
  for (const vacation of availability.vacations ?? []) {
    if (vacation.kind === 'dates') {
      days.push(parseIsoDate(vacation.startDate) * MINUTES_PER_DAY, (parseIsoDate(vacation.endDate) + 1) * MINUTES_PER_DAY);
    } else {
      // Rounded outwards: a vacation ending at 10:00:30 still blocks the minute 10:00.
      instants.push(Math.floor(Date.parse(vacation.start) / MS_PER_MINUTE), Math.ceil(Date.parse(vacation.end) / MS_PER_MINUTE));
    }
  }
  return {
    timeZone: availability.timeZone,
    weekly,
    overrides,
    vacationDays: normalizeIntervals(days),
    vacationInstants: normalizeIntervals(instants),
  };
}

/** Local-minute intervals of the schedule for local days firstDay..lastDay, vacations by date removed. */
export function localAvailability(prepared: PreparedAvailability, firstDay: number, lastDay: number): IntervalList {
  const pairs: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    // An override replaces the intervals that start on its date; a shift from the previous
    // evening that runs past midnight still belongs to the previous date.
    const intervals = prepared.overrides.get(day) ?? prepared.weekly[weekdayOfDay(day)];
    const base = day * MINUTES_PER_DAY;
    for (let i = 0; i < intervals.length; i += 2) pairs.push(base + intervals[i], base + intervals[i + 1]);
  }
  const local = normalizeIntervals(pairs);
  return prepared.vacationDays.length > 0 ? subtractIntervals(local, prepared.vacationDays) : local;
}

/**
 * Available UTC minutes within [fromMinute, toMinute) as a sorted disjoint list; the table must be
 * the schedule zone's and cover the window.
 */
export function expandAvailability(prepared: PreparedAvailability, table: ZoneTable, fromMinute: number, toMinute: number): IntervalList {
  if (toMinute <= fromMinute) return [];
  // One extra day back catches an interval from the previous evening that runs past midnight.
  const firstDay = floorDiv(fromMinute + table.minOffset, MINUTES_PER_DAY) - 1;
  const lastDay = floorDiv(toMinute - 1 + table.maxOffset, MINUTES_PER_DAY);
  let utc = localIntervalsToUtc(table, localAvailability(prepared, firstDay, lastDay));
  if (prepared.vacationInstants.length > 0) utc = subtractIntervals(utc, prepared.vacationInstants);
  return clipIntervals(utc, fromMinute, toMinute);
}

/** Convenience: available UTC minutes of an availability within [fromMinute, toMinute), building its zone table. */
export function availabilityInUtc(availability: AvailabilityInput, fromMinute: number, toMinute: number): IntervalList {
  const table = buildZoneTable(availability.timeZone, fromMinute - MINUTES_PER_DAY, toMinute + MINUTES_PER_DAY);
  return expandAvailability(prepareAvailability(availability), table, fromMinute, toMinute);
}
