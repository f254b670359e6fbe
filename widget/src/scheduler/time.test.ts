import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  allTimezones,
  dayKey,
  durationLabel,
  formatDay,
  formatMonth,
  formatTime,
  formatWhen,
  groupByDay,
  monthGrid,
  modernZone,
  monthWindow,
  offsetLabel,
  openingWindow,
  offsetMinutes,
  startOfDay,
  zoneLabel,
} from './time';

const slot = (start: string, minutes = 30) => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });
const HOUR = 3_600_000;

describe('zone arithmetic', () => {
  it('knows offsets, including a 45-minute one', () => {
    expect(offsetMinutes('2026-03-09T00:00:00Z', 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutes('2026-01-15T12:00:00Z', 'America/New_York')).toBe(-300);
    expect(offsetMinutes('2026-07-15T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(offsetLabel('Asia/Kathmandu', '2026-03-09T00:00:00Z')).toBe('GMT+5:45');
    expect(offsetLabel('America/New_York', '2026-07-15T12:00:00Z')).toBe('GMT-4');
    expect(offsetLabel('UTC', 0)).toBe('GMT');
    expect(zoneLabel('America/Los_Angeles', '2026-01-15T12:00:00Z')).toBe('America/Los Angeles (GMT-8)');
  });

  it('finds local midnight, also on the days clocks change', () => {
    expect(new Date(startOfDay('2026-03-09', 'Asia/Kathmandu')).toISOString()).toBe('2026-03-08T18:15:00.000Z');
    // New York springs forward on 2026-03-08 (a 23-hour day) and falls back on 2026-11-01 (25 hours).
    const spring = startOfDay('2026-03-08', 'America/New_York');
    expect(new Date(spring).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York') - spring).toBe(23 * HOUR);
    const fall = startOfDay('2026-11-01', 'America/New_York');
    expect(new Date(fall).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/New_York') - fall).toBe(25 * HOUR);
  });

  it('steps days and months across year ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('grouping slots into the visitor’s days', () => {
  const slots = [slot('2026-03-09T03:15:00Z'), slot('2026-03-08T18:15:00Z'), slot('2026-03-08T18:00:00Z'), slot('2026-03-09T20:00:00Z')];

  it('puts the same instants on different days in different zones', () => {
    expect([...groupByDay(slots, 'UTC')].map(([d, s]) => [d, s.length])).toEqual([
      ['2026-03-08', 2],
      ['2026-03-09', 2],
    ]);
    // Kathmandu midnight is 18:15 UTC: 18:00 stays on the 8th, 18:15 opens the 9th, 20:00 UTC on the 9th is the 10th there.
    const ktm = groupByDay(slots, 'Asia/Kathmandu');
    expect([...ktm.keys()]).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(ktm.get('2026-03-08')!.map((s) => formatTime(s.start, 'Asia/Kathmandu', '24h'))).toEqual(['23:45']);
    expect(ktm.get('2026-03-09')!.map((s) => formatTime(s.start, 'Asia/Kathmandu', '24h'))).toEqual(['00:00', '09:00']);
    expect(ktm.get('2026-03-10')!.map((s) => formatTime(s.start, 'Asia/Kathmandu', '12h'))).toEqual(['1:45 AM']);
    expect([...groupByDay(slots, 'America/Los_Angeles').keys()]).toEqual(['2026-03-08', '2026-03-09']);
  });

  it('keeps time order within a day across a DST jump (no 2 AM on spring-forward day)', () => {
    const night = ['2026-03-08T06:00:00Z', '2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z', '2026-03-08T07:30:00Z'].map((s) => slot(s));
    const days = groupByDay([...night].reverse(), 'America/New_York');
    expect([...days.keys()]).toEqual(['2026-03-08']);
    expect(days.get('2026-03-08')!.map((s) => formatTime(s.start, 'America/New_York', '12h'))).toEqual([
      '1:00 AM',
      '1:30 AM',
      '3:00 AM',
      '3:30 AM',
    ]);
  });

  it('shows the repeated hour twice on fall-back day', () => {
    const night = ['2026-11-01T05:00:00Z', '2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z', '2026-11-01T06:30:00Z'].map((s) => slot(s));
    const days = groupByDay(night, 'America/New_York');
    expect(days.get('2026-11-01')!.map((s) => formatTime(s.start, 'America/New_York', '24h'))).toEqual([
      '01:00',
      '01:30',
      '01:00',
      '01:30',
    ]);
    expect(dayKey('2026-11-01T03:59:00Z', 'America/New_York')).toBe('2026-10-31');
  });
});

describe('display formats', () => {
  it('formats times in 12h and 24h', () => {
    expect(formatTime('2026-03-09T13:05:00Z', 'UTC', '12h')).toBe('1:05 PM');
    expect(formatTime('2026-03-09T13:05:00Z', 'UTC', '24h')).toBe('13:05');
    expect(formatTime('2026-03-09T00:00:00Z', 'UTC', '24h')).toBe('00:00');
    expect(formatTime('2026-03-09T00:00:00Z', 'UTC', '12h')).toBe('12:00 AM');
  });

  it('formats days, months, meeting ranges and durations', () => {
    expect(formatDay('2026-03-09')).toBe('Monday, March 9, 2026');
    expect(formatDay('2026-03-09', 'medium')).toBe('Monday, March 9');
    expect(formatDay('2026-03-09', 'short')).toBe('Mon, Mar 9');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatWhen('2026-03-09T03:15:00Z', '2026-03-09T03:45:00Z', 'Asia/Kathmandu', '12h')).toEqual({
      date: 'Monday, March 9, 2026',
      time: '9:00 AM – 9:30 AM',
    });
    expect([15, 60, 90, 720].map(durationLabel)).toEqual(['15 min', '1 hr', '1 hr 30 min', '12 hr']);
  });
});

describe('months', () => {
  it('lays out weeks from Sunday with blanks outside the month', () => {
    const sep = monthGrid('2026-09'); // September 1st 2026 is a Tuesday
    expect(sep[0]).toEqual([null, null, '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05']);
    expect(sep.at(-1)).toEqual(['2026-09-27', '2026-09-28', '2026-09-29', '2026-09-30', null, null, null]);
    expect(sep.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2026-02')).toHaveLength(4); // starts on a Sunday, 28 days
  });

  it('asks for a month from its local midnight, or from now, and never for a past month', () => {
    expect(monthWindow('2026-03', 'Asia/Kathmandu', 0)).toEqual({ from: '2026-02-28T18:15:00.000Z', to: '2026-03-31T18:15:00.000Z' });
    const now = Date.parse('2026-03-20T10:00:00Z');
    expect(monthWindow('2026-03', 'America/New_York', now)).toEqual({ from: '2026-03-20T10:00:00.000Z', to: '2026-04-01T04:00:00.000Z' });
    expect(monthWindow('2026-02', 'UTC', now)).toBeNull();
    const w = monthWindow('2026-04', 'Pacific/Kiritimati', now)!;
    expect(Date.parse(w.to) - Date.parse(w.from)).toBeLessThanOrEqual(62 * 24 * HOUR);
  });

  it('opens on the rest of the month, and the next month too when under two weeks remain, never over 62 days', () => {
    const early = Date.parse('2026-03-17T10:00:00Z');
    expect(openingWindow('America/New_York', early)).toEqual(monthWindow('2026-03', 'America/New_York', early));
    const late = Date.parse('2026-03-18T10:00:00Z');
    expect(openingWindow('America/New_York', late)).toEqual({ from: '2026-03-18T10:00:00.000Z', to: '2026-05-01T04:00:00.000Z' });
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe', 'America/Santiago'])
      for (let day = 0; day < 366; day++) {
        const now = Date.parse('2026-01-01T00:00:00Z') + day * 24 * HOUR + 7 * HOUR;
        const w = openingWindow(zone, now)!;
        expect(Date.parse(w.from)).toBe(now);
        expect(Date.parse(w.to) - now).toBeGreaterThanOrEqual(14 * 24 * HOUR);
        expect(Date.parse(w.to) - now).toBeLessThanOrEqual(45 * 24 * HOUR + HOUR);
      }
  });

  it('lists the runtime’s zones under their current names, plus UTC and the visitor’s own', () => {
    const zones = allTimezones('Asia/Calcutta', 'Europe/Kyiv', 'Not/AZone');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kathmandu');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Katmandu');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Not/AZone');
    expect(new Set(zones).size).toBe(zones.length);
    expect(modernZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(modernZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
