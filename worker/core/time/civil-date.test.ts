import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  civilFromDays,
  daysFromCivil,
  formatIsoDate,
  parseIsoDate,
  parseTimeOfDay,
  weekdayOfDay,
} from './civil-date';

describe('civil dates', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['2000-02-29', 11016, 2],
    ['2024-03-10', 19792, 0],
    ['1969-12-31', -1, 3],
  ])('%s is day %i, weekday %i', (date, day, weekday) => {
    expect(parseIsoDate(date)).toBe(day);
    expect(formatIsoDate(day)).toBe(date);
    expect(weekdayOfDay(day)).toBe(weekday);
  });

  it('agrees with Date.UTC and getUTCDay for any day between 1600 and 2400', () => {
    fc.assert(
      fc.property(fc.integer({ min: -135000, max: 157000 }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(civilFromDays(day)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
        expect(daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(day);
        expect(weekdayOfDay(day)).toBe(date.getUTCDay());
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects impossible dates and times', () => {
    expect(() => parseIsoDate('2023-02-29')).toThrow(RangeError);
    expect(() => parseIsoDate('2024-13-01')).toThrow(RangeError);
    expect(() => parseIsoDate('24-01-01')).toThrow(RangeError);
    expect(() => parseTimeOfDay('24:01')).toThrow(RangeError);
    expect(() => parseTimeOfDay('9:00')).toThrow(RangeError);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(parseTimeOfDay('05:45')).toBe(345);
  });
});
