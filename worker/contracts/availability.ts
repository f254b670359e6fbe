import * as v from 'valibot';
import { DEFAULT_AVAILABILITY } from './scheduling-constants';
import { isValidTimezone } from './common';

// Availability is written in the member's wall clock: weekly hours in an IANA zone, per-date
// overrides and vacations. An interval whose end is at or before its start runs past midnight into
// the next day (22:00-02:00 is four hours; 09:00-09:00 is a full 24 hours). The slot engine in
// worker/core turns all of this into UTC.

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** True when the runtime's Intl knows this IANA zone. */
export function isValidTimeZone(zone: string): boolean {
  return zone.length > 0 && isValidTimezone(zone);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isValidIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= monthDays[month - 1];
}

/** Minutes after midnight of 'HH:mm' ('24:00' gives 1440). */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** An IANA time zone name the runtime knows, e.g. 'Asia/Kathmandu'. */
export const TimeZoneSchema = v.pipe(
  v.string('Timezone is required'),
  v.nonEmpty('Timezone is required'),
  // Valibot runs every action in a pipe, so each check stays quiet where an earlier one already spoke.
  v.check((zone) => zone === '' || isValidTimeZone(zone), 'Invalid timezone'),
);

/** A real calendar date written 'YYYY-MM-DD'. */
export const IsoDateSchema = v.pipe(
  v.string('Date is required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in YYYY-MM-DD format'),
  v.check((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || isValidIsoDate(date), 'Invalid date'),
);

const START_TIME_REGEX = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME_REGEX = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Wall-clock interval 'HH:mm'-'HH:mm'; end may be '24:00', and an end at or before the start runs past midnight. */
export const TimeIntervalSchema = v.object({
  start: v.pipe(v.string('Start time is required'), v.regex(START_TIME_REGEX, 'Start time must be between 00:00 and 23:59 (HH:mm)')),
  end: v.pipe(v.string('End time is required'), v.regex(END_TIME_REGEX, 'End time must be between 00:00 and 24:00 (HH:mm)')),
});
export type TimeInterval = v.InferOutput<typeof TimeIntervalSchema>;

/** Start and end minutes of an interval on its own day's scale; end > 1440 means it runs into the next day. */
export function intervalMinutes(interval: TimeInterval): [number, number] {
  const start = timeToMinutes(interval.start);
  const end = timeToMinutes(interval.end);
  return [start, end <= start ? end + MINUTES_PER_DAY : end];
}

type PathItem = v.IssuePathItem;
const arrayItem = (input: unknown[], key: number): PathItem => ({ type: 'array', origin: 'value', input, key, value: input[key] });
const objectItem = (input: Record<string, unknown>, key: string): PathItem => ({
  type: 'object',
  origin: 'value',
  input,
  key,
  value: input[key],
});
const intervalLabel = (interval: TimeInterval) => `${interval.start}-${interval.end}`;
// Malformed times already have their own message; overlap checks skip them rather than guess.
const wellFormed = (interval: TimeInterval) => START_TIME_REGEX.test(interval.start) && END_TIME_REGEX.test(interval.end);

interface Placed {
  start: number;
  end: number;
  label: string;
  path: PathItem[];
}

// Sorting then comparing neighbours finds every overlap in O(n log n); reporting against the later
// interval puts the message next to the row the user most likely just added.
function reportOverlaps(placed: Placed[], addIssue: (info: { message: string; path: [PathItem, ...PathItem[]] }) => void) {
  placed.sort((a, b) => a.start - b.start || a.end - b.end);
  let furthest: Placed | undefined;
  for (const item of placed) {
    if (furthest && item.start < furthest.end) {
      addIssue({ message: `Intervals overlap: ${furthest.label} and ${item.label}`, path: item.path as [PathItem, ...PathItem[]] });
    }
    if (!furthest || item.end > furthest.end) furthest = item;
  }
}

const DayIntervalsSchema = v.array(TimeIntervalSchema);

/** Seven lists of intervals, Sunday first. */
export const WeeklyHoursSchema = v.pipe(
  v.array(DayIntervalsSchema, 'Weekly hours must list the intervals of each day'),
  v.length(7, 'Weekly hours need exactly 7 days, Sunday to Saturday'),
);

/** Weekly hours: index 0 = Sunday .. 6 = Saturday, each a list of intervals. */
export type WeeklyHours = v.InferOutput<typeof WeeklyHoursSchema>;

// A Saturday night interval runs into Sunday, so week-relative positions wrap around.
function weeklyOverlapCheck<T extends { weekly: TimeInterval[][] }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const root = dataset.value as unknown as Record<string, unknown>;
    const weekly = dataset.value.weekly;
    const placed: Placed[] = [];
    weekly.forEach((intervals, day) => {
      intervals.forEach((interval, index) => {
        if (!wellFormed(interval)) return;
        const [start, end] = intervalMinutes(interval);
        const path = [objectItem(root, 'weekly'), arrayItem(weekly, day), arrayItem(intervals, index)];
        const label = `${DAY_NAMES[day]} ${intervalLabel(interval)}`;
        const offset = day * MINUTES_PER_DAY;
        placed.push({ start: offset + start, end: offset + end, label, path });
        if (offset + end > MINUTES_PER_WEEK) {
          placed.push({ start: offset + start - MINUTES_PER_WEEK, end: offset + end - MINUTES_PER_WEEK, label, path });
        }
      });
    });
    reportOverlaps(placed, addIssue);
  });
}

const WeeklyScheduleObject = v.object({ timeZone: TimeZoneSchema, weekly: WeeklyHoursSchema });

/** Weekly hours in an IANA zone, with overlaps (also across midnight and the week's end) rejected. */
export const WeeklyScheduleSchema = v.pipe(WeeklyScheduleObject, weeklyOverlapCheck<v.InferOutput<typeof WeeklyScheduleObject>>());
export type WeeklySchedule = v.InferOutput<typeof WeeklyScheduleSchema>;

/** Replacement hours for one local date; an empty list makes the date a day off. */
export const DateOverrideSchema = v.pipe(
  v.object({ date: IsoDateSchema, intervals: DayIntervalsSchema }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const root = dataset.value as unknown as Record<string, unknown>;
    const { intervals } = dataset.value;
    const placed = intervals.flatMap((interval, index): Placed[] => {
      if (!wellFormed(interval)) return [];
      const [start, end] = intervalMinutes(interval);
      return [{ start, end, label: intervalLabel(interval), path: [objectItem(root, 'intervals'), arrayItem(intervals, index)] }];
    });
    reportOverlaps(placed, addIssue);
  }),
);
export type DateOverride = v.InferOutput<typeof DateOverrideSchema>;

const INSTANT_REGEX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** True for an ISO 8601 timestamp with a zone designator that names a real instant. */
export function isValidInstant(value: string): boolean {
  // Date.parse rolls 02-30 over into March, so the calendar date is checked on its own.
  return INSTANT_REGEX.test(value) && isValidIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

const InstantSchema = v.pipe(
  v.string('Time is required'),
  v.regex(INSTANT_REGEX, 'Time must be an ISO 8601 timestamp with a timezone, e.g. 2025-03-01T09:00:00Z'),
  v.check((value) => !INSTANT_REGEX.test(value) || isValidInstant(value), 'Invalid time'),
);

/** Time off: whole local dates (inclusive, in the schedule's zone) or an exact span of instants. */
export const VacationSchema = v.variant(
  'kind',
  [
    v.pipe(
      v.object({ kind: v.literal('dates'), startDate: IsoDateSchema, endDate: IsoDateSchema }),
      v.forward(
        v.check(
          (value) => !isValidIsoDate(value.startDate) || !isValidIsoDate(value.endDate) || value.endDate >= value.startDate,
          'Vacation end date must be on or after its start date',
        ),
        ['endDate'],
      ),
    ),
    v.pipe(
      v.object({ kind: v.literal('instants'), start: InstantSchema, end: InstantSchema }),
      v.forward(
        v.check(
          (value) => !isValidInstant(value.start) || !isValidInstant(value.end) || Date.parse(value.end) > Date.parse(value.start),
          'Vacation must end after it starts',
        ),
        ['end'],
      ),
    ),
  ],
  'Vacation kind must be "dates" or "instants"',
);
export type Vacation = v.InferOutput<typeof VacationSchema>;

const AvailabilityObject = v.object({
  timeZone: TimeZoneSchema,
  weekly: WeeklyHoursSchema,
  overrides: v.optional(v.array(DateOverrideSchema), []),
  vacations: v.optional(v.array(VacationSchema), []),
});

/** A member's (or team's) availability: weekly hours in a zone, date overrides and vacations. */
export const AvailabilitySchema = v.pipe(
  AvailabilityObject,
  weeklyOverlapCheck<v.InferOutput<typeof AvailabilityObject>>(),
  v.rawCheck<v.InferOutput<typeof AvailabilityObject>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const root = dataset.value as unknown as Record<string, unknown>;
    const { overrides } = dataset.value;
    const seen = new Set<string>();
    overrides.forEach((override, index) => {
      if (seen.has(override.date)) {
        addIssue({
          message: `There is already an override for ${override.date}`,
          path: [objectItem(root, 'overrides'), arrayItem(overrides, index), objectItem(override, 'date')],
        });
      }
      seen.add(override.date);
    });
  }),
);
export type Availability = v.InferOutput<typeof AvailabilitySchema>;
export type AvailabilityInput = v.InferInput<typeof AvailabilitySchema>;

/** The default availability (Monday to Friday, 09:00-17:00) in a given zone. */
export function defaultAvailability(timeZone: string): Availability {
  return {
    timeZone,
    weekly: DEFAULT_AVAILABILITY.map((day) => day.map((interval) => ({ ...interval }))),
    overrides: [],
    vacations: [],
  };
}
