import { describe, expect, it } from 'vitest';
import { googleBusy, graphBusy, ianaZone, icalBusy, zoneMidnight, googleRsvp, graphRsvp } from './transparency';
import { retryAfterSeconds } from './adapter';

const at = (iso: string) => Date.parse(iso);

describe('Google transparency', () => {
  it('blocks confirmed and tentative events, not transparent, cancelled or declined ones', () => {
    const base = { start: { dateTime: '2026-12-01T10:00:00Z' }, end: { dateTime: '2026-12-01T11:00:00Z' } };
    expect(googleBusy(base, 'UTC')).toEqual({ start: at('2026-12-01T10:00:00Z'), end: at('2026-12-01T11:00:00Z') });
    expect(googleBusy({ ...base, status: 'tentative' }, 'UTC')).not.toBeNull();
    expect(googleBusy({ ...base, transparency: 'transparent' }, 'UTC')).toBeNull();
    expect(googleBusy({ ...base, status: 'cancelled' }, 'UTC')).toBeNull();
    expect(googleBusy({ ...base, attendees: [{ self: true, responseStatus: 'declined' }] }, 'UTC')).toBeNull();
    expect(googleBusy({ ...base, attendees: [{ self: false, responseStatus: 'declined' }] }, 'UTC')).not.toBeNull();
  });
  it('an opaque all-day event blocks the whole day in the calendar zone (DST day included)', () => {
    expect(googleBusy({ start: { date: '2026-03-08' }, end: { date: '2026-03-09' } }, 'America/New_York')).toEqual({
      start: at('2026-03-08T05:00:00Z'),
      end: at('2026-03-09T04:00:00Z'),
    });
    expect(googleBusy({ start: { date: '2026-03-08' }, end: { date: '2026-03-09' }, transparency: 'transparent' }, 'UTC')).toBeNull();
  });
});

describe('Microsoft showAs', () => {
  const e = {
    start: { dateTime: '2026-12-01T10:00:00.0000000', timeZone: 'UTC' },
    end: { dateTime: '2026-12-01T11:00:00.0000000', timeZone: 'UTC' },
  };
  it('busy, tentative and oof block; free and workingElsewhere do not; cancelled and declined never', () => {
    for (const showAs of ['busy', 'tentative', 'oof'])
      expect(graphBusy({ ...e, showAs }, 'UTC')).toEqual({ start: at('2026-12-01T10:00:00Z'), end: at('2026-12-01T11:00:00Z') });
    for (const showAs of ['free', 'workingElsewhere']) expect(graphBusy({ ...e, showAs }, 'UTC')).toBeNull();
    expect(graphBusy({ ...e, showAs: 'busy', isCancelled: true }, 'UTC')).toBeNull();
    expect(graphBusy({ ...e, showAs: 'busy', responseStatus: { response: 'declined' } }, 'UTC')).toBeNull();
  });
  it('all-day events run midnight to midnight in the calendar zone', () => {
    const day = {
      isAllDay: true,
      showAs: 'busy',
      start: { dateTime: '2026-07-01T00:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2026-07-02T00:00:00.0000000', timeZone: 'UTC' },
    };
    expect(graphBusy(day, 'Europe/Berlin')).toEqual({ start: at('2026-06-30T22:00:00Z'), end: at('2026-07-01T22:00:00Z') });
  });
  it.each([
    ['W. Europe Standard Time', { start: at('2026-06-30T22:00:00Z'), end: at('2026-07-01T22:00:00Z') }],
    ['Pacific Standard Time', { start: at('2026-07-01T07:00:00Z'), end: at('2026-07-02T07:00:00Z') }],
    ['Asia/Kolkata', { start: at('2026-06-30T18:30:00Z'), end: at('2026-07-01T18:30:00Z') }],
    ['Customized Time Zone', { start: at('2026-07-01T00:00:00Z'), end: at('2026-07-02T00:00:00Z') }],
  ])(
    'an all-day event made in %s is that date in that zone (an unknown zone falls back to the calendar zone)',
    (originalStartTimeZone, busy) => {
      const day = {
        isAllDay: true,
        showAs: 'oof',
        originalStartTimeZone,
        start: { dateTime: '2026-07-01T00:00:00.0000000', timeZone: 'UTC' },
        end: { dateTime: '2026-07-02T00:00:00.0000000', timeZone: 'UTC' },
      };
      expect(graphBusy(day, 'UTC')).toEqual(busy);
    },
  );
  it('reads Windows and IANA zone names', () => {
    expect(['Eastern Standard Time', 'Tokyo Standard Time', 'Europe/London', 'UTC', '', 'Made Up Time'].map(ianaZone)).toEqual([
      'America/New_York',
      'Asia/Tokyo',
      'Europe/London',
      'UTC',
      null,
      null,
    ]);
  });
});

describe('CalDAV TRANSP/STATUS, RSVP and Retry-After', () => {
  it('follows RFC 5545', () => {
    expect(icalBusy({ start: 1, end: 2 })).toEqual({ start: 1, end: 2 });
    expect(icalBusy({ start: 1, end: 2, status: 'TENTATIVE' })).not.toBeNull();
    expect(icalBusy({ start: 1, end: 2, transp: 'TRANSPARENT' })).toBeNull();
    expect(icalBusy({ start: 1, end: 2, status: 'CANCELLED' })).toBeNull();
  });
  it('maps RSVPs to Pending, Declined, Maybe, Accepted', () => {
    expect(['needsAction', 'declined', 'tentative', 'accepted'].map(googleRsvp)).toEqual(['pending', 'declined', 'maybe', 'accepted']);
    expect(['none', 'notResponded', 'declined', 'tentativelyAccepted', 'accepted', 'organizer'].map(graphRsvp)).toEqual([
      'pending',
      'pending',
      'declined',
      'maybe',
      'accepted',
      'accepted',
    ]);
  });
  it('reads Retry-After as seconds or an HTTP date, bounded', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(new Date(Date.now() + 20_000).toUTCString())).toBeGreaterThanOrEqual(19);
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('999999')).toBe(3600);
    expect(retryAfterSeconds(null)).toBe(30);
  });
  it('finds midnight in a zone', () => {
    expect(zoneMidnight('2026-12-01', 'Asia/Kolkata')).toBe(at('2026-11-30T18:30:00Z'));
  });
});
