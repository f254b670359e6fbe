import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, floorDiv, formatIsoDate, mod, parseIsoDate, parseTimeOfDay, weekdayOfDay } from './civil-date';

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

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['00:59', 59],
    ['09:05', 545],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('%s is minute %i', (time, minutes) => {
    expect(parseTimeOfDay(time)).toBe(minutes);
  });

  it.each([
    '09:75',
    '09:60',
    '23:60',
    '24:01',
    '25:00',
    '99:00',
    '9:00',
    '09:0',
    '0900',
    ' 09:00',
    '09:00 ',
    'x09:00',
    '09:00x',
    '009:00',
    '09:000',
    '',
    'ab:cd',
  ])('rejects %j', (time) => {
    expect(() => parseTimeOfDay(time)).toThrow(new RangeError(`Invalid time of day: ${time}`));
  });
});

describe('date strings', () => {
  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-00-10',
    '2024-13-01',
    '2024-15-15',
    '2024-04-31',
    '2024-01-00',
    '2024-01-32',
    'x2024-01-01',
    '2024-01-01x',
    '2024-1-01',
    '20240101',
    ' 2024-01-01',
  ])('rejects %j', (date) => {
    expect(() => parseIsoDate(date)).toThrow(new RangeError(`Invalid date: ${date}`));
  });

  it.each([
    ['0999-12-31', -354286],
    ['1600-03-01', -135080],
    ['2400-02-29', 157113],
    ['2100-03-01', 47541],
  ])('%s is day %i and back', (date, day) => {
    expect(parseIsoDate(date)).toBe(day);
    expect(formatIsoDate(day)).toBe(date);
  });
});

describe('integer helpers', () => {
  it.each([
    [7, 1440, 0, 7],
    [-1, 1440, -1, 1439],
    [-1440, 1440, -1, 0],
    [-1441, 1440, -2, 1439],
    [2880, 1440, 2, 0],
  ])('floorDiv and mod of %i by %i', (a, b, q, r) => {
    expect(floorDiv(a, b)).toBe(q);
    expect(mod(a, b)).toBe(r);
  });

  it.each([
    [-1, 3],
    [-4, 0],
    [-5, 6],
    [-7, 4],
    [-8, 3],
    [3, 0],
    [9, 6],
  ])('weekday of day %i is %i', (day, weekday) => {
    expect(weekdayOfDay(day)).toBe(weekday);
  });
});
