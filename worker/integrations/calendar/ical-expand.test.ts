import { describe, expect, it } from 'vitest';
import { expandObject } from './ical-expand';

const CHI = 'America/Chicago';
const cal = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const iso = (ms: number) => new Date(ms).toISOString();
const window = { from: Date.parse('2026-12-01T00:00:00Z'), to: Date.parse('2027-01-01T00:00:00Z') };

describe('expandObject', () => {
  it("reads an all-day (VALUE=DATE) event as the member's date in the member's zone, not UTC", () => {
    const [o] = expandObject(
      cal('BEGIN:VEVENT', 'UID:off', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261207', 'DTEND;VALUE=DATE:20261208', 'END:VEVENT'),
      window,
      CHI,
    );
    expect([iso(o.start), iso(o.end)]).toEqual(['2026-12-07T06:00:00.000Z', '2026-12-08T06:00:00.000Z']);
    const [noEnd] = expandObject(
      cal('BEGIN:VEVENT', 'UID:off2', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261207', 'END:VEVENT'),
      window,
      CHI,
    );
    expect(iso(noEnd.end)).toBe('2026-12-08T06:00:00.000Z');
  });

  it("reads TZID times in their zone and floating times in the member's", () => {
    const [z] = expandObject(
      cal(
        'BEGIN:VEVENT',
        'UID:z',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20261207T100000',
        'DTEND;TZID=Europe/Berlin:20261207T110000',
        'END:VEVENT',
      ),
      window,
      CHI,
    );
    expect(iso(z.start)).toBe('2026-12-07T09:00:00.000Z');
    const [f] = expandObject(
      cal('BEGIN:VEVENT', 'UID:f', 'DTSTAMP:20261101T000000Z', 'DTSTART:20261207T100000', 'DTEND:20261207T110000', 'END:VEVENT'),
      window,
      CHI,
    );
    expect(iso(f.start)).toBe('2026-12-07T16:00:00.000Z');
  });

  it("expands RRULE with EXDATE, RDATE and an overridden instance, across a DST change in the event's zone", () => {
    const data = cal(
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=America/Chicago:20261026T100000',
      'DTEND;TZID=America/Chicago:20261026T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
      'EXDATE;TZID=America/Chicago:20261214T100000',
      'RDATE;TZID=America/Chicago:20261223T150000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID;TZID=America/Chicago:20261207T100000',
      'DTSTART;TZID=America/Chicago:20261207T130000',
      'DTEND;TZID=America/Chicago:20261207T140000',
      'END:VEVENT',
    );
    const starts = expandObject(data, window, CHI)
      .map((o) => iso(o.start))
      .sort();
    expect(starts).toEqual([
      '2026-12-07T19:00:00.000Z',
      '2026-12-21T16:00:00.000Z',
      '2026-12-23T21:00:00.000Z',
      '2026-12-28T16:00:00.000Z',
    ]);
    // November (before the DST end on Nov 1 it was 15:00Z) stays 10:00 Chicago.
    const nov = expandObject(data, { from: Date.parse('2026-10-26T00:00:00Z'), to: Date.parse('2026-11-03T00:00:00Z') }, CHI).map((o) =>
      iso(o.start),
    );
    expect(nov).toEqual(['2026-10-26T15:00:00.000Z', '2026-11-02T16:00:00.000Z']);
  });

  it('keeps a cancelled or transparent override as such, and takes a server-expanded instance as a single event', () => {
    const data = cal(
      'BEGIN:VEVENT',
      'UID:s',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261201T150000Z',
      'DTEND:20261201T160000Z',
      'RRULE:FREQ=DAILY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:s',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID:20261202T150000Z',
      'DTSTART:20261202T150000Z',
      'DTEND:20261202T160000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(expandObject(data, window, CHI).map((o) => o.status)).toEqual(['', 'CANCELLED', '']);
    const expanded = cal(
      'BEGIN:VEVENT',
      'UID:s',
      'DTSTAMP:20261101T000000Z',
      'RECURRENCE-ID:20261203T150000Z',
      'DTSTART:20261203T150000Z',
      'DTEND:20261203T160000Z',
      'END:VEVENT',
    );
    expect(expandObject(expanded, window, CHI).map((o) => iso(o.start))).toEqual(['2026-12-03T15:00:00.000Z']);
  });

  it('stops an endless rule at the window and leaves out what lies outside it', () => {
    const data = cal(
      'BEGIN:VEVENT',
      'UID:m',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20200101T000000Z',
      'DTEND:20200101T000100Z',
      'RRULE:FREQ=MINUTELY;INTERVAL=30',
      'END:VEVENT',
    );
    const out = expandObject(data, { from: Date.parse('2020-01-01T00:00:00Z'), to: Date.parse('2020-01-01T03:00:00Z') }, 'UTC');
    expect(out).toHaveLength(6);
    expect(
      expandObject(
        cal('BEGIN:VEVENT', 'UID:x', 'DTSTAMP:20261101T000000Z', 'DTSTART:20250101T100000Z', 'DTEND:20250101T110000Z', 'END:VEVENT'),
        window,
        CHI,
      ),
    ).toEqual([]);
  });
});
