import { describe, expect, it } from 'vitest';
import { datesOverlap, localDate, meetingTypeStatus } from './event-status';

const at = (iso: string) => Date.parse(iso);

describe('localDate', () => {
  it.each([
    ['2026-03-08T04:59:00Z', 'America/New_York', '2026-03-07'],
    ['2026-03-08T05:00:00Z', 'America/New_York', '2026-03-08'],
    ['2026-11-21T18:29:00Z', 'Asia/Kolkata', '2026-11-21'],
    ['2026-11-21T18:30:00Z', 'Asia/Kolkata', '2026-11-22'],
    ['2026-11-21T18:15:00Z', 'Asia/Kathmandu', '2026-11-22'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(localDate(at(instant), zone)).toBe(date);
  });
});

describe('meetingTypeStatus', () => {
  const dates = [{ date: '2026-11-20' }, { date: '2026-11-22' }];
  it.each([
    ['regular', [], '2026-11-21T12:00:00Z', 'active'],
    ['recurring', [], '2026-11-21T12:00:00Z', 'active'],
    ['event', dates, '2026-11-19T12:00:00Z', 'upcoming'],
    ['event', dates, '2026-11-21T12:00:00Z', 'ongoing'],
    ['event', dates, '2026-11-22T23:00:00Z', 'ongoing'],
    ['event', dates, '2026-11-23T06:00:00Z', 'expired'],
    ['event', [], '2026-11-21T12:00:00Z', 'expired'],
  ] as const)('%s with %j at %s is %s', (kind, d, now, status) => {
    expect(meetingTypeStatus(kind, d, at(now), 'UTC')).toBe(status);
  });

  it('expires at midnight of the organization zone, not UTC', () => {
    const last = [{ date: '2026-11-21' }];
    expect(meetingTypeStatus('event', last, at('2026-11-22T03:00:00Z'), 'America/Los_Angeles')).toBe('ongoing');
    expect(meetingTypeStatus('event', last, at('2026-11-22T08:00:00Z'), 'America/Los_Angeles')).toBe('expired');
  });
});

describe('datesOverlap', () => {
  it('finds a shared date', () => {
    expect(datesOverlap([{ date: '2026-01-01' }], [{ date: '2026-01-02' }, { date: '2026-01-01' }])).toBe(true);
    expect(datesOverlap([{ date: '2026-01-01' }], [{ date: '2026-01-02' }])).toBe(false);
  });
});
