// Which provider events block a member's time. Each provider has its own rules; the busy cache stores
// only what survives them, so a slots request never re-applies them.
import { findIana } from 'windows-iana';
import { zoneOffsetMinutes } from '../../core/time/zone-offset';
import type { BusyInterval } from '../../core/slots/member-starts';

/** Midnight of a civil date ("2026-12-01") in a zone, as epoch ms. */
export function zoneMidnight(date: string, zone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utc)) throw new Error(`Not a date: ${date}`);
  // Two passes settle days where the offset changes near midnight.
  let t = utc - zoneOffsetMinutes(zone, utc) * 60_000;
  t = utc - zoneOffsetMinutes(zone, t) * 60_000;
  return t;
}

type GoogleTime = { dateTime?: string; date?: string };
export type GoogleEventLike = {
  status?: string;
  transparency?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  attendees?: { email?: string; self?: boolean; organizer?: boolean; responseStatus?: string }[];
};

/**
 * Google: cancelled events and "transparent" ones (shown as Available; Google makes all-day events
 * transparent unless the owner marks them busy) are free, as is an invitation the member declined.
 * Tentative events and the rest block time, as Google's own free/busy does.
 */
export function googleBusy(e: GoogleEventLike, calendarZone: string): BusyInterval | null {
  if (e.status === 'cancelled' || e.transparency === 'transparent') return null;
  if (e.attendees?.some((a) => a.self && a.responseStatus === 'declined')) return null;
  const start = e.start?.dateTime ? Date.parse(e.start.dateTime) : e.start?.date ? zoneMidnight(e.start.date, calendarZone) : NaN;
  const end = e.end?.dateTime ? Date.parse(e.end.dateTime) : e.end?.date ? zoneMidnight(e.end.date, calendarZone) : NaN;
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

export type GraphEventLike = {
  /** singleInstance, occurrence, exception (a moved or changed occurrence) or seriesMaster. */
  type?: string;
  showAs?: string;
  isCancelled?: boolean;
  isAllDay?: boolean;
  start?: { dateTime: string; timeZone: string };
  end?: { dateTime: string; timeZone: string };
  responseStatus?: { response?: string };
  /** The zone the event was made in: Outlook's Windows name ("W. Europe Standard Time") or an IANA one. */
  originalStartTimeZone?: string;
};

/** An IANA zone for a zone name Outlook gives (Windows or IANA); null for one it made up ("Customized Time Zone"). */
export function ianaZone(name: string | null | undefined): string | null {
  if (!name) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return findIana(name)[0] ?? null;
  }
}

/**
 * A Graph dateTimeTimeZone (we ask for UTC through the Prefer header) as epoch ms. A time in another zone
 * may name it the Windows way ("Central Standard Time"); its wall clock is read in that zone, DST included.
 */
export function graphTime(t: { dateTime: string; timeZone: string } | undefined, zone: string): number {
  if (!t) return NaN;
  const iso = /[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`;
  const asUtc = Date.parse(iso);
  if (iso !== `${t.dateTime}Z`) return asUtc;
  const tz = t.timeZone && t.timeZone !== 'UTC' ? ianaZone(t.timeZone) : zone;
  if (!tz) return NaN;
  if (tz === 'UTC') return asUtc;
  // Two passes, as zoneMidnight: the offset at the guessed instant can differ on a DST day.
  const guess = asUtc - zoneOffsetMinutes(tz, asUtc) * 60_000;
  return asUtc - zoneOffsetMinutes(tz, guess) * 60_000;
}

/**
 * Microsoft: showAs decides. "free" and "workingElsewhere" leave time open; "tentative", "busy" and
 * "oof" block it (getSchedule reports all three). Cancelled and declined events are free. All-day
 * events follow showAs too (Outlook creates them as free), from midnight to midnight in the zone they were made in.
 */
export function graphBusy(e: GraphEventLike, calendarZone: string): BusyInterval | null {
  // A series blocks time through its occurrences and exceptions (calendarView lists those); the master's own
  // start and end are only where the pattern begins, which may not even be an occurrence.
  if (e.type === 'seriesMaster') return null;
  if (e.isCancelled || e.showAs === 'free' || e.showAs === 'workingElsewhere') return null;
  if (e.responseStatus?.response === 'declined') return null;
  // An all-day event is a date in the zone it was made in (Graph lists no zone for a calendar).
  const zone = e.isAllDay ? (ianaZone(e.originalStartTimeZone) ?? calendarZone) : 'UTC';
  const start = e.isAllDay && e.start ? zoneMidnight(e.start.dateTime.slice(0, 10), zone) : graphTime(e.start, 'UTC');
  const end = e.isAllDay && e.end ? zoneMidnight(e.end.dateTime.slice(0, 10), zone) : graphTime(e.end, 'UTC');
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

export type IcalEventLike = { status?: string; transp?: string; start: number; end: number };

/** CalDAV (RFC 5545): TRANSP:TRANSPARENT and STATUS:CANCELLED are free; OPAQUE is the default, TENTATIVE blocks. */
export function icalBusy(e: IcalEventLike): BusyInterval | null {
  if ((e.status ?? '').toUpperCase() === 'CANCELLED' || (e.transp ?? '').toUpperCase() === 'TRANSPARENT') return null;
  return e.end > e.start ? { start: e.start, end: e.end } : null;
}

export const googleRsvp = (s: string | undefined) =>
  (s === 'accepted' ? 'accepted' : s === 'declined' ? 'declined' : s === 'tentative' ? 'maybe' : 'pending') as
    'pending' | 'declined' | 'maybe' | 'accepted';
export const graphRsvp = (s: string | undefined) =>
  (s === 'accepted' || s === 'organizer'
    ? 'accepted'
    : s === 'declined'
      ? 'declined'
      : s === 'tentativelyAccepted'
        ? 'maybe'
        : 'pending') as 'pending' | 'declined' | 'maybe' | 'accepted';
export const icalRsvp = (s: string | undefined) => {
  const v = (s ?? '').toUpperCase();
  return (v === 'ACCEPTED' ? 'accepted' : v === 'DECLINED' ? 'declined' : v === 'TENTATIVE' ? 'maybe' : 'pending') as
    'pending' | 'declined' | 'maybe' | 'accepted';
};
