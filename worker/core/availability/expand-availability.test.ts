import { describe, it, expect } from 'vitest';
import type { AvailabilityInput } from '../../contracts/availability';
import { availabilityInUtc } from './expand-availability';
import { intervalsLength } from './intervals';

const minute = (iso: string) => Date.parse(iso) / 60_000;
const iso = (epochMinute: number) => new Date(epochMinute * 60_000).toISOString().slice(0, 16);
const pairs = (list: number[]) => list.flatMap((_, i) => (i % 2 === 0 ? [`${iso(list[i])} - ${iso(list[i + 1])}`] : []));

const nineToFive = [{ start: '09:00', end: '17:00' }];
const weekdays = (day: { start: string; end: string }[]) => [[], day, day, day, day, day, []];
const allDay = [{ start: '00:00', end: '24:00' }];

function expand(availability: AvailabilityInput, from: string, to: string): string[] {
  return pairs(availabilityInUtc(availability, minute(from), minute(to)));
}

describe('expandAvailability', () => {
  it('maps Monday-Friday 09:00-17:00 in New York to UTC (summer time)', () => {
    const result = expand({ timeZone: 'America/New_York', weekly: weekdays(nineToFive) }, '2024-07-07T00:00Z', '2024-07-14T00:00Z');
    expect(result).toEqual([
      '2024-07-08T13:00 - 2024-07-08T21:00',
      '2024-07-09T13:00 - 2024-07-09T21:00',
      '2024-07-10T13:00 - 2024-07-10T21:00',
      '2024-07-11T13:00 - 2024-07-11T21:00',
      '2024-07-12T13:00 - 2024-07-12T21:00',
    ]);
  });

  it('uses the +05:45 and +05:30 offsets of Kathmandu and Kolkata', () => {
    const week = ['2024-07-08T00:00Z', '2024-07-09T00:00Z'] as const;
    expect(expand({ timeZone: 'Asia/Kathmandu', weekly: weekdays(nineToFive) }, ...week)).toEqual(['2024-07-08T03:15 - 2024-07-08T11:15']);
    expect(expand({ timeZone: 'Asia/Kolkata', weekly: weekdays(nineToFive) }, ...week)).toEqual(['2024-07-08T03:30 - 2024-07-08T11:30']);
  });

  it('runs an interval whose end is before its start past midnight, including Saturday into Sunday', () => {
    const weekly = [[], [], [], [], [], [{ start: '22:00', end: '02:00' }], [{ start: '23:00', end: '01:00' }]];
    const result = expand({ timeZone: 'UTC', weekly }, '2024-07-12T00:00Z', '2024-07-15T00:00Z');
    expect(result).toEqual(['2024-07-12T22:00 - 2024-07-13T02:00', '2024-07-13T23:00 - 2024-07-14T01:00']);
  });

  it('treats equal start and end as 24 hours and joins intervals that touch across midnight', () => {
    const weekly = [
      [],
      [{ start: '09:00', end: '09:00' }],
      [],
      [],
      [{ start: '20:00', end: '24:00' }],
      [{ start: '00:00', end: '03:00' }],
      [],
    ];
    const result = expand({ timeZone: 'UTC', weekly }, '2024-07-08T00:00Z', '2024-07-13T00:00Z');
    expect(result).toEqual(['2024-07-08T09:00 - 2024-07-09T09:00', '2024-07-11T20:00 - 2024-07-12T03:00']);
  });

  it('replaces a date with its override, and an empty override is a day off', () => {
    const availability: AvailabilityInput = {
      timeZone: 'Europe/Berlin',
      weekly: weekdays(nineToFive),
      overrides: [
        { date: '2024-07-09', intervals: [] },
        {
          date: '2024-07-10',
          intervals: [
            { start: '13:00', end: '15:00' },
            { start: '18:00', end: '19:00' },
          ],
        },
        { date: '2024-07-13', intervals: [{ start: '10:00', end: '12:00' }] },
      ],
    };
    expect(expand(availability, '2024-07-08T00:00Z', '2024-07-15T00:00Z')).toEqual([
      '2024-07-08T07:00 - 2024-07-08T15:00',
      '2024-07-10T11:00 - 2024-07-10T13:00',
      '2024-07-10T16:00 - 2024-07-10T17:00',
      '2024-07-11T07:00 - 2024-07-11T15:00',
      '2024-07-12T07:00 - 2024-07-12T15:00',
      '2024-07-13T08:00 - 2024-07-13T10:00',
    ]);
  });

  it('keeps the previous evening shift that runs into an overridden day', () => {
    const weekly = [[], [{ start: '22:00', end: '02:00' }], [{ start: '22:00', end: '02:00' }], [], [], [], []];
    const result = expand(
      { timeZone: 'UTC', weekly, overrides: [{ date: '2024-07-09', intervals: [] }] },
      '2024-07-08T00:00Z',
      '2024-07-11T00:00Z',
    );
    expect(result).toEqual(['2024-07-08T22:00 - 2024-07-09T02:00']);
  });

  it('removes vacation dates (inclusive, local) and vacation instants', () => {
    const availability: AvailabilityInput = {
      timeZone: 'America/Los_Angeles',
      weekly: weekdays(nineToFive),
      vacations: [
        { kind: 'dates', startDate: '2024-07-09', endDate: '2024-07-10' },
        { kind: 'instants', start: '2024-07-11T18:30:00Z', end: '2024-07-12T19:00:30Z' },
      ],
    };
    expect(expand(availability, '2024-07-08T00:00Z', '2024-07-13T00:00Z')).toEqual([
      '2024-07-08T16:00 - 2024-07-09T00:00',
      '2024-07-11T16:00 - 2024-07-11T18:30',
      '2024-07-12T19:01 - 2024-07-13T00:00',
    ]);
  });

  it.each([
    ['New York spring-forward Sunday', 'America/New_York', '2024-03-10', 23 * 60],
    ['New York fall-back Sunday', 'America/New_York', '2024-11-03', 25 * 60],
    ['Berlin spring-forward Sunday', 'Europe/Berlin', '2024-03-31', 23 * 60],
    ['Berlin fall-back Sunday', 'Europe/Berlin', '2024-10-27', 25 * 60],
    ['Lord Howe spring-forward Sunday', 'Australia/Lord_Howe', '2024-10-06', 23.5 * 60],
    ['Lord Howe fall-back Sunday', 'Australia/Lord_Howe', '2024-04-07', 24.5 * 60],
    ['Kathmandu Sunday', 'Asia/Kathmandu', '2024-04-07', 24 * 60],
  ])('an all-day Sunday on %s lasts as long as the real day', (_, timeZone, date, minutes) => {
    const weekly = [allDay, [], [], [], [], [], []];
    const day = minute(`${date}T00:00Z`);
    const available = availabilityInUtc({ timeZone, weekly }, day - 2 * 1440, day + 3 * 1440);
    expect(intervalsLength(available)).toBe(minutes);
  });

  it('spring-forward 02:00-03:00 in New York is no time at all, 01:00-04:00 is two hours', () => {
    const at = (start: string, end: string) =>
      availabilityInUtc(
        { timeZone: 'America/New_York', weekly: [[{ start, end }], [], [], [], [], [], []] },
        minute('2024-03-10T00:00Z'),
        minute('2024-03-11T00:00Z'),
      );
    expect(at('02:00', '03:00')).toEqual([]);
    expect(pairs(at('01:00', '04:00'))).toEqual(['2024-03-10T06:00 - 2024-03-10T08:00']);
  });

  it('clips to the window', () => {
    const result = expand({ timeZone: 'UTC', weekly: weekdays(nineToFive) }, '2024-07-08T10:00Z', '2024-07-08T12:00Z');
    expect(result).toEqual(['2024-07-08T10:00 - 2024-07-08T12:00']);
  });
});
