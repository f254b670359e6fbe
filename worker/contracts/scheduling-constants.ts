// Option lists for meeting type and reminder settings (spec section 9). Minutes everywhere; labels
// are what pickers show.

/** A selectable amount of time with the label pickers show. */
export interface MinuteOption {
  readonly minutes: number;
  readonly label: string;
}

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 1440;
/** A day of UTC time in milliseconds (a local day's length comes from its zone's offsets). */
export const DAY_MS = 86_400_000;

/** Human label for a whole number of minutes: '45 minutes', '1.5 hours', '3 days'. */
export function minutesLabel(minutes: number): string {
  const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  if (minutes >= MINUTES_PER_DAY && minutes % MINUTES_PER_DAY === 0) return plural(minutes / MINUTES_PER_DAY, 'day');
  if (minutes >= MINUTES_PER_HOUR && minutes % 30 === 0) return plural(minutes / MINUTES_PER_HOUR, 'hour');
  return plural(minutes, 'minute');
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

function options(minutes: readonly number[], special: Readonly<Record<number, string>> = {}): readonly MinuteOption[] {
  return minutes.map((value) => ({ minutes: value, label: special[value] ?? minutesLabel(value) }));
}

export const MAX_MEETING_DURATION_MINUTES = 720;
export const MIN_MEETING_DURATION_MINUTES = 1;

/** Meeting duration presets; any whole number up to MAX_MEETING_DURATION_MINUTES may also be typed in. */
export const DURATION_PRESETS: readonly MinuteOption[] = options([...range(15, 55, 5), 60, 90, 120]);

/** Spacing of offered start times, counted from local midnight of the member. */
export const SLOT_INCREMENTS: readonly MinuteOption[] = options([15, 20, 30, 60]);

/** Free time required before (pre) or after (post) a meeting. */
export const BUFFER_OPTIONS: readonly MinuteOption[] = options([0, 5, 10, 15, 30], { 0: 'None' });

/** How long before a meeting a reminder goes out. */
export const REMINDER_NOTIFY_BEFORE_OPTIONS: readonly MinuteOption[] = options(
  [0, 1, ...range(5, 55, 5), ...range(60, 720, 60), 840, 960, 1080, 1200, 1320, 1440, 2880, 4320],
  { 0: 'At start time' },
);

/** Minimum notice between now and the first bookable start. */
export const EARLIEST_SLOT_OPTIONS: readonly MinuteOption[] = options(
  [0, 15, 30, 45, ...range(60, 720, 60), ...range(840, 1320, 120), ...range(1, 14, 1).map((d) => d * MINUTES_PER_DAY)],
  { 0: 'Immediately' },
);

/** A booking window choice in days, with the spec's wording for the round ones. */
export interface DayOption {
  readonly days: number;
  readonly label: string;
}

/** How many days ahead can be booked. */
export const BOOKING_WINDOW_OPTIONS: readonly DayOption[] = [
  { days: 2, label: '2 days' },
  { days: 3, label: '3 days' },
  { days: 4, label: '4 days' },
  { days: 5, label: '5 days' },
  { days: 14, label: '2 weeks' },
  { days: 30, label: '1 month' },
  { days: 45, label: '45 days' },
  { days: 90, label: '3 months' },
];

/** Whether the booking window counts calendar days, or only days that have bookable slots. */
export const BOOKING_WINDOW_KINDS = ['calendar_days', 'available_days'] as const;
export type BookingWindowKind = (typeof BOOKING_WINDOW_KINDS)[number];

export const DEFAULT_SLOT_INCREMENT_MINUTES = 30;
export const DEFAULT_BOOKING_WINDOW_DAYS = 14;

type DayHours = readonly { readonly start: string; readonly end: string }[];
const workday: DayHours = [{ start: '09:00', end: '17:00' }];

/** Weekly hours every new member and team starts with: Monday to Friday, 09:00-17:00, index 0 = Sunday. */
export const DEFAULT_AVAILABILITY: readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours] = [
  [],
  workday,
  workday,
  workday,
  workday,
  workday,
  [],
];
