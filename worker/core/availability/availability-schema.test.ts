// The availability contract lives in worker/contracts; its tests sit here, next to the code that
// consumes it, so schema and engine agree on what a schedule means.
import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import {
  AvailabilitySchema,
  DateOverrideSchema,
  VacationSchema,
  WeeklyScheduleSchema,
  defaultAvailability,
} from '../../contracts/availability';
import {
  BOOKING_WINDOW_OPTIONS,
  BUFFER_OPTIONS,
  DEFAULT_AVAILABILITY,
  DURATION_PRESETS,
  EARLIEST_SLOT_OPTIONS,
  REMINDER_NOTIFY_BEFORE_OPTIONS,
  SLOT_INCREMENTS,
  minutesLabel,
} from '../../contracts/scheduling-constants';

function messages(schema: v.GenericSchema, input: unknown): [string, string][] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]);
}

const week = (monday: { start: string; end: string }[] = [{ start: '09:00', end: '17:00' }]) => [[], monday, [], [], [], [], []];

describe('availability contract', () => {
  it('accepts the default availability and cross-midnight intervals', () => {
    expect(messages(AvailabilitySchema, defaultAvailability('Asia/Kathmandu'))).toEqual([]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly: week([{ start: '22:00', end: '02:00' }]) })).toEqual([]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly: week([{ start: '00:00', end: '24:00' }]) })).toEqual([]);
  });

  it('rejects an unknown timezone', () => {
    expect(messages(WeeklyScheduleSchema, { timeZone: 'Mars/Olympus', weekly: week() })).toEqual([['timeZone', 'Invalid timezone']]);
  });

  it('rejects malformed times with field paths', () => {
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly: week([{ start: '24:00', end: '10:00' }]) })).toEqual([
      ['weekly.1.0.start', 'Start time must be between 00:00 and 23:59 (HH:mm)'],
    ]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly: week([{ start: '09:00', end: '9:30' }]) })).toEqual([
      ['weekly.1.0.end', 'End time must be between 00:00 and 24:00 (HH:mm)'],
    ]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly: [[]] })).toEqual([
      ['weekly', 'Weekly hours need exactly 7 days, Sunday to Saturday'],
    ]);
  });

  it('reports overlapping intervals on the same day', () => {
    const weekly = week([
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly })).toEqual([
      ['weekly.1.1', 'Intervals overlap: Monday 09:00-12:00 and Monday 11:00-13:00'],
    ]);
  });

  it('reports a cross-midnight interval overlapping the next day, including Saturday into Sunday', () => {
    const weekly = [
      [{ start: '01:00', end: '03:00' }],
      [{ start: '22:00', end: '02:00' }],
      [{ start: '01:00', end: '05:00' }],
      [],
      [],
      [],
      [{ start: '20:00', end: '02:00' }],
    ];
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly })).toEqual([
      ['weekly.0.0', 'Intervals overlap: Saturday 20:00-02:00 and Sunday 01:00-03:00'],
      ['weekly.2.0', 'Intervals overlap: Monday 22:00-02:00 and Tuesday 01:00-05:00'],
    ]);
  });

  it('lets intervals touch without overlapping', () => {
    const weekly = [
      [],
      [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '24:00' },
      ],
      [{ start: '00:00', end: '08:00' }],
      [],
      [],
      [],
      [],
    ];
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly })).toEqual([]);
  });

  it('validates overrides: real dates, no overlaps, one per date', () => {
    expect(messages(DateOverrideSchema, { date: '2025-02-30', intervals: [] })).toEqual([['date', 'Invalid date']]);
    expect(messages(DateOverrideSchema, { date: '2025-1-3', intervals: [] })).toEqual([['date', 'Date must be in YYYY-MM-DD format']]);
    expect(
      messages(DateOverrideSchema, {
        date: '2025-01-03',
        intervals: [
          { start: '09:30', end: '11:00' },
          { start: '08:00', end: '10:00' },
        ],
      }),
    ).toEqual([['intervals.0', 'Intervals overlap: 08:00-10:00 and 09:30-11:00']]);
    // 23:00-09:00 runs into the next day, so it does not collide with this date's morning.
    expect(
      messages(DateOverrideSchema, {
        date: '2025-01-03',
        intervals: [
          { start: '08:00', end: '10:00' },
          { start: '23:00', end: '09:00' },
        ],
      }),
    ).toEqual([]);
    const duplicate = {
      ...defaultAvailability('UTC'),
      overrides: [
        { date: '2025-01-03', intervals: [] },
        { date: '2025-01-03', intervals: [] },
      ],
    };
    expect(messages(AvailabilitySchema, duplicate)).toEqual([['overrides.1.date', 'There is already an override for 2025-01-03']]);
  });

  it('validates vacations of both kinds', () => {
    expect(messages(VacationSchema, { kind: 'dates', startDate: '2025-01-03', endDate: '2025-01-03' })).toEqual([]);
    expect(messages(VacationSchema, { kind: 'dates', startDate: '2025-01-03', endDate: '2025-01-02' })).toEqual([
      ['endDate', 'Vacation end date must be on or after its start date'],
    ]);
    expect(messages(VacationSchema, { kind: 'instants', start: '2025-01-03T10:00:00Z', end: '2025-01-03T09:00:00+01:00' })).toEqual([
      ['end', 'Vacation must end after it starts'],
    ]);
    expect(messages(VacationSchema, { kind: 'instants', start: '2025-02-30T10:00:00Z', end: '2025-03-04T10:00:00Z' })).toEqual([
      ['start', 'Invalid time'],
    ]);
    expect(messages(VacationSchema, { kind: 'weeks' })).toEqual([['kind', 'Vacation kind must be "dates" or "instants"']]);
  });
});

describe('scheduling constants', () => {
  const minutes = (list: readonly { minutes: number }[]) => list.map((option) => option.minutes);

  it('lists the spec option values', () => {
    expect(minutes(DURATION_PRESETS)).toEqual([15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120]);
    expect(minutes(SLOT_INCREMENTS)).toEqual([15, 20, 30, 60]);
    expect(minutes(BUFFER_OPTIONS)).toEqual([0, 5, 10, 15, 30]);
    expect(minutes(REMINDER_NOTIFY_BEFORE_OPTIONS)).toEqual([
      0, 1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 840, 960, 1080, 1200,
      1320, 1440, 2880, 4320,
    ]);
    expect(minutes(EARLIEST_SLOT_OPTIONS)).toEqual([
      0,
      15,
      30,
      45,
      60,
      120,
      180,
      240,
      300,
      360,
      420,
      480,
      540,
      600,
      660,
      720,
      840,
      960,
      1080,
      1200,
      1320,
      ...Array.from({ length: 14 }, (_, i) => (i + 1) * 1440),
    ]);
    expect(BOOKING_WINDOW_OPTIONS.map((option) => option.days)).toEqual([2, 3, 4, 5, 14, 30, 45, 90]);
    expect(DEFAULT_AVAILABILITY.map((day) => day.length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('labels them in plain English', () => {
    expect([1, 45, 60, 90, 840, 1440, 4320].map(minutesLabel)).toEqual([
      '1 minute',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '14 hours',
      '1 day',
      '3 days',
    ]);
    expect(BUFFER_OPTIONS[0].label).toBe('None');
    expect(EARLIEST_SLOT_OPTIONS[0].label).toBe('Immediately');
    expect(BOOKING_WINDOW_OPTIONS.map((option) => option.label)).toEqual([
      '2 days',
      '3 days',
      '4 days',
      '5 days',
      '2 weeks',
      '1 month',
      '45 days',
      '3 months',
    ]);
  });
});

describe('availability contract messages', () => {
  it('gives one message per problem', () => {
    expect(messages(WeeklyScheduleSchema, { timeZone: '', weekly: week() })).toEqual([['timeZone', 'Timezone is required']]);
    expect(messages(VacationSchema, { kind: 'instants', start: 'soon', end: '2025-01-04T10:00:00Z' })).toEqual([
      ['start', 'Time must be an ISO 8601 timestamp with a timezone, e.g. 2025-03-01T09:00:00Z'],
    ]);
  });
});

describe('availability contract edge cases', () => {
  it('does not guess overlaps for malformed times', () => {
    const weekly = week([
      { start: '9:00', end: '12:00' },
      { start: '10:00', end: '11:00' },
    ]);
    expect(messages(WeeklyScheduleSchema, { timeZone: 'UTC', weekly })).toEqual([
      ['weekly.1.0.start', 'Start time must be between 00:00 and 23:59 (HH:mm)'],
    ]);
  });
});
