import { describe, expect, it, vi } from 'vitest';
import { WALL_CLOCK_FORMAT, wallClockFields, zoneOffsetMinutes } from './zone-offset';

describe('zoneOffsetMinutes', () => {
  it.each([
    ['UTC', '2024-01-01T00:00:00Z', 0],
    ['America/New_York', '2024-07-01T12:00:00Z', -240],
    ['America/New_York', '2024-12-31T23:59:59Z', -300],
    // Local midnight (the hour field is 0 or 24 depending on ICU) and the extremes of the offset range.
    ['Asia/Tokyo', '2024-01-01T15:00:00Z', 540],
    ['Pacific/Kiritimati', '2024-01-01T10:00:00Z', 840],
    ['Pacific/Pago_Pago', '2024-01-01T11:00:00Z', -660],
    ['Asia/Kathmandu', '2024-06-01T00:00:00Z', 345],
    ['America/St_Johns', '2024-01-01T00:00:00Z', -210],
    // A leap day and a year boundary in local time.
    ['Asia/Kolkata', '2024-02-28T18:30:00Z', 330],
    ['America/Los_Angeles', '2025-01-01T07:59:00Z', -480],
  ])('%s at %s is %i', (zone, instant, offset) => {
    expect(zoneOffsetMinutes(zone, Date.parse(instant))).toBe(offset);
  });

  it('rounds local mean time offsets with seconds to the nearest minute', () => {
    // New York LMT is -4:56:02, Kolkata's +5:21:10, Amsterdam's +0:17:30 (rounds up).
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(1880, 0, 1))).toBe(-296);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(1880, 0, 1))).toBe(321);
    expect(zoneOffsetMinutes('Europe/Amsterdam', Date.UTC(1880, 0, 1))).toBe(18);
  });

  it('reads a fraction of a second before a transition in the old offset', () => {
    const fallBack = Date.UTC(2024, 10, 3, 6);
    expect(zoneOffsetMinutes('America/New_York', fallBack - 500)).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', fallBack - 0.5)).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', fallBack)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', fallBack + 999)).toBe(-300);
  });

  it('gives the same answer for a zone asked again (the formatter cache holds no state)', () => {
    const at = Date.UTC(2024, 2, 10, 7);
    expect(zoneOffsetMinutes('America/New_York', at)).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', at - 60_000)).toBe(-300);
  });

  it('throws for an unknown zone', () => {
    expect(() => zoneOffsetMinutes('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});

describe('wallClockFields', () => {
  const options = WALL_CLOCK_FORMAT;
  const at = Date.UTC(2024, 0, 2, 3, 4, 5);

  it('scans the six numbers of the en-US format without the slower formatToParts', () => {
    const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kolkata' });
    const parts = vi.spyOn(formatter, 'formatToParts');
    expect(wallClockFields(formatter, at)).toEqual([2024, 1, 2, 8, 34, 5]);
    expect(wallClockFields(formatter, Date.UTC(2024, 11, 31, 18, 29, 59))).toEqual([2024, 12, 31, 23, 59, 59]);
    expect(wallClockFields(formatter, Date.UTC(1999, 9, 10, 18, 30, 0))).toEqual([1999, 10, 11, 0, 0, 0]);
    expect(parts).not.toHaveBeenCalled();
  });

  it('falls back to formatToParts when the text holds other numbers', () => {
    // The offset name adds numbers ("GMT+5:30"), so the scan finds eight and the parts are read instead.
    const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kolkata', timeZoneName: 'shortOffset' });
    expect(formatter.format(at)).toContain('GMT+5:30');
    expect(wallClockFields(formatter, at)).toEqual([2024, 1, 2, 8, 34, 5]);
    // A format with fewer numbers (no seconds) reads a missing part as NaN.
    const noSeconds = new Intl.DateTimeFormat('en-US', { ...options, second: undefined, timeZone: 'UTC' });
    expect(wallClockFields(noSeconds, at)).toEqual([2024, 1, 2, 3, 4, NaN]);
  });
});
