import { describe, expect, it } from 'vitest';
import { compareDates, display, parseDateValue, parseNumber, textKey, toAtoms } from './values';

describe('parseNumber', () => {
  it.each<[string | number, number | null]>([
    [42, 42],
    [Infinity, null],
    [NaN, null],
    ['42', 42],
    [' 42 ', 42],
    ['+5', 5],
    ['-5', -5],
    ['-$5', -5],
    ['+-5', null],
    ['--5', null],
    ['10,000', 10000],
    ['1,234,567.5', 1234567.5],
    ['1,5', null],
    ['10,00', null],
    ['1,0000', null],
    ['$5,000', 5000],
    ['€5', 5],
    ['£5', 5],
    ['¥5', 5],
    ['₹5', 5],
    ['25%', 25],
    ['500+', 500],
    ['5.', 5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['1E+3', 1000],
    ['2.5e-1', 0.25],
    ['1e999', null],
    ['1 000', 1000],
    ['', null],
    ['.', null],
    ['e3', null],
    ['5e', null],
    ['abc', null],
    ['5 apples', null],
    ['apples 5', null],
    ['0x10', null],
    ['5$', null],
    ['%5', null],
    ['1.2.3', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
});

describe('parseDateValue', () => {
  it.each<[string | number, ReturnType<typeof parseDateValue>]>([
    ['2024-03-04', { kind: 'day', ms: Date.UTC(2024, 2, 4), day: '2024-03-04' }],
    [' 2024-03-04 ', { kind: 'day', ms: Date.UTC(2024, 2, 4), day: '2024-03-04' }],
    ['2024-02-29', { kind: 'day', ms: Date.UTC(2024, 1, 29), day: '2024-02-29' }],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-3-4', null],
    ['x2024-03-04', null],
    ['2024-03-04x', null],
    ['2024-03-04T10:30:00Z', { kind: 'instant', ms: Date.UTC(2024, 2, 4, 10, 30), day: '2024-03-04' }],
    ['2024-03-04 10:30:00Z', { kind: 'instant', ms: Date.UTC(2024, 2, 4, 10, 30), day: '2024-03-04' }],
    ['2024-03-04T23:30:00-05:00', { kind: 'instant', ms: Date.UTC(2024, 2, 5, 4, 30), day: '2024-03-05' }],
    ['2024-03-04T10', null],
    ['2024-03-04T99:99', null],
    ['x2024-03-04T10:30Z', null],
    // Ambiguous between locales (3 April or 4 March), so never guessed.
    ['03/04/2024', null],
    ['04.03.2024', null],
    ['March 4, 2024', null],
    [20240304, null],
  ])('%j', (input, expected) => {
    expect(parseDateValue(input)).toEqual(expected);
  });
});

describe('compareDates', () => {
  const d = (s: string) => parseDateValue(s)!;
  it.each([
    ['2024-03-04', '2024-03-04', 0],
    ['2024-03-03', '2024-03-04', -1],
    ['2024-03-05', '2024-03-04', 1],
    // A day bound includes the whole day, whichever side it is on.
    ['2024-03-04T23:59:00Z', '2024-03-04', 0],
    ['2024-03-04', '2024-03-04T12:00:00Z', 0],
    ['2024-03-05T00:00:00Z', '2024-03-04', 1],
    ['2024-03-04T10:00:00Z', '2024-03-04T10:00:00Z', 0],
    ['2024-03-04T09:59:00Z', '2024-03-04T10:00:00Z', -1],
    ['2024-03-04T10:01:00Z', '2024-03-04T10:00:00Z', 1],
  ])('%s against %s is %i', (actual, bound, sign) => {
    expect(compareDates(d(actual), d(bound))).toBe(sign);
  });
});

describe('atoms, keys and display', () => {
  it('splits values into trimmed non-empty atoms', () => {
    expect(toAtoms(undefined)).toEqual([]);
    expect(toAtoms(null)).toEqual([]);
    expect(toAtoms('  ')).toEqual([]);
    expect(toAtoms(' a ')).toEqual(['a']);
    expect(toAtoms(0)).toEqual(['0']);
    expect(toAtoms(false)).toEqual(['false']);
    expect(toAtoms(true)).toEqual(['true']);
    expect(toAtoms([' a', '', ' ', 'b '])).toEqual(['a', 'b']);
  });

  it('keys text case- and whitespace-insensitively', () => {
    expect(textKey('  New \t York  ')).toBe('new york');
  });

  it('displays atoms quoted, or empty', () => {
    expect(display([])).toBe('empty');
    expect(display(['a', 'b'])).toBe('"a", "b"');
  });
});
