import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodBounds, startOfLocalDay } from './period';

type Row = [string, string, 'monthly' | 'quarterly', string, string];

const rows: Row[] = [
  // Los Angeles: PST (UTC-8) in winter, PDT (UTC-7) from the second Sunday of March.
  ['America/Los_Angeles', '2024-03-15T12:00:00Z', 'monthly', '2024-03-01T08:00:00.000Z', '2024-04-01T07:00:00.000Z'],
  ['America/Los_Angeles', '2024-03-01T07:59:59Z', 'monthly', '2024-02-01T08:00:00.000Z', '2024-03-01T08:00:00.000Z'],
  ['America/Los_Angeles', '2024-03-01T08:00:00Z', 'monthly', '2024-03-01T08:00:00.000Z', '2024-04-01T07:00:00.000Z'],
  ['America/Los_Angeles', '2024-11-30T12:00:00Z', 'monthly', '2024-11-01T07:00:00.000Z', '2024-12-01T08:00:00.000Z'],
  ['America/Los_Angeles', '2025-01-01T07:59:00Z', 'monthly', '2024-12-01T08:00:00.000Z', '2025-01-01T08:00:00.000Z'],
  ['America/Los_Angeles', '2024-02-10T00:00:00Z', 'quarterly', '2024-01-01T08:00:00.000Z', '2024-04-01T07:00:00.000Z'],
  ['America/Los_Angeles', '2024-04-01T06:59:59Z', 'quarterly', '2024-01-01T08:00:00.000Z', '2024-04-01T07:00:00.000Z'],
  ['America/Los_Angeles', '2024-04-01T07:00:00Z', 'quarterly', '2024-04-01T07:00:00.000Z', '2024-07-01T07:00:00.000Z'],
  ['America/Los_Angeles', '2024-12-31T23:00:00Z', 'quarterly', '2024-10-01T07:00:00.000Z', '2025-01-01T08:00:00.000Z'],
  // Kolkata: UTC+5:30 all year, so local midnight is 18:30 UTC the day before.
  ['Asia/Kolkata', '2024-03-31T18:29:59Z', 'monthly', '2024-02-29T18:30:00.000Z', '2024-03-31T18:30:00.000Z'],
  ['Asia/Kolkata', '2024-03-31T18:30:00Z', 'monthly', '2024-03-31T18:30:00.000Z', '2024-04-30T18:30:00.000Z'],
  ['Asia/Kolkata', '2024-03-31T18:30:00Z', 'quarterly', '2024-03-31T18:30:00.000Z', '2024-06-30T18:30:00.000Z'],
  ['Asia/Kolkata', '2024-12-31T18:29:00Z', 'quarterly', '2024-09-30T18:30:00.000Z', '2024-12-31T18:30:00.000Z'],
  ['Asia/Kolkata', '2024-12-31T18:30:00Z', 'quarterly', '2024-12-31T18:30:00.000Z', '2025-03-31T18:30:00.000Z'],
  ['UTC', '2024-02-29T23:59:59Z', 'monthly', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
  // Asuncion sprang forward at local midnight on 1 Oct 2023: the month starts at the transition (04:00 UTC).
  ['America/Asuncion', '2023-10-01T04:30:00Z', 'monthly', '2023-10-01T04:00:00.000Z', '2023-11-01T03:00:00.000Z'],
  ['America/Asuncion', '2023-10-01T03:59:00Z', 'quarterly', '2023-07-01T04:00:00.000Z', '2023-10-01T04:00:00.000Z'],
  // Havana fell back from 01:00 to 00:00 on 1 Nov 2020, so that midnight happened twice (04:00 and 05:00 UTC):
  // the month starts at the first one.
  ['America/Havana', '2020-11-15T12:00:00Z', 'monthly', '2020-11-01T04:00:00.000Z', '2020-12-01T05:00:00.000Z'],
  ['America/Havana', '2020-11-01T04:00:00Z', 'monthly', '2020-11-01T04:00:00.000Z', '2020-12-01T05:00:00.000Z'],
  ['America/Havana', '2020-11-01T03:59:59Z', 'monthly', '2020-10-01T04:00:00.000Z', '2020-11-01T04:00:00.000Z'],
];

describe('periodBounds', () => {
  it.each(rows)('%s %s %s', (zone, instant, period, start, end) => {
    expect(periodBounds(instant, zone, period)).toEqual({ start, end });
  });

  it('always contains the instant and tiles time without gaps', () => {
    const zones = ['America/Los_Angeles', 'Asia/Kolkata', 'Europe/London', 'Australia/Lord_Howe', 'America/Asuncion', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        fc.constantFrom('monthly' as const, 'quarterly' as const),
        (ms, zone, period) => {
          const b = periodBounds(ms, zone, period);
          const start = Date.parse(b.start);
          const end = Date.parse(b.end);
          expect(start).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(end);
          expect(periodBounds(end, zone, period).start).toBe(b.end);
          expect(periodBounds(start - 1, zone, period).end).toBe(b.start);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['an ordinary day', 2024, 7, 1, 'America/New_York', '2024-07-01T04:00:00.000Z'],
    ['midnight happens twice: the first one', 2024, 11, 3, 'America/Havana', '2024-11-03T04:00:00.000Z'],
    ['midnight is skipped: the transition', 2023, 10, 1, 'America/Asuncion', '2023-10-01T04:00:00.000Z'],
    ['a transition at 02:00 does not move midnight', 2024, 3, 10, 'America/New_York', '2024-03-10T05:00:00.000Z'],
  ])('%s', (_name, year, month, day, zone, expected) => {
    expect(new Date(startOfLocalDay(year, month, day, zone)).toISOString()).toBe(expected);
  });

  it('refuses an unreadable instant', () => {
    expect(() => periodBounds('soon', 'UTC', 'monthly')).toThrow(new RangeError('Invalid instant: soon'));
    expect(() => periodBounds(NaN, 'UTC', 'monthly')).toThrow(new RangeError('Invalid instant: NaN'));
  });
});
