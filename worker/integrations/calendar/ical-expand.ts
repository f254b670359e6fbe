// The VEVENTs of a CalDAV calendar object as the concrete occurrences of one window. We expand
// recurrences ourselves (RRULE, RDATE, EXDATE and RECURRENCE-ID overrides, through ical.js's recurrence
// iterator) whatever the server did with the RFC 4791 expand request: Radicale 3.1 as Debian ships it
// answers with the master and its RRULE, and a weekly meeting read as its first instance only would
// leave every later week bookable. A server that did expand sends instances without RRULE, which come
// out here as single events.
import ICAL from 'ical.js';
import { zoneMidnight } from './transparency';
import { isValidTimezone } from '../../contracts/common';

export type Occurrence = {
  uid: string;
  /** Unique within the calendar: the UID, plus the instance's start for one occurrence of a series. */
  eventId: string;
  start: number;
  end: number;
  status: string;
  transp: string;
  attendees: { email: string; partstat: string | undefined }[];
};

/** Never walk more occurrences of one series than this (a FREQ=MINUTELY rule over a 120-day window). */
const MAX_OCCURRENCES = 5000;

/**
 * An iCalendar time as epoch ms. A DATE (all-day) or floating time is the member's civil time in the
 * member's zone (RFC 5545 3.3.4, 3.3.5); a TZID that names an IANA zone is read with the runtime's zone
 * rules, another TZID with the VTIMEZONE the object carries; UTC is UTC.
 */
export function icalTimeToEpoch(t: ICAL.Time, memberZone: string): number {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  const civil = (zone: string) => zoneMidnight(date, zone) + ((t.hour * 60 + t.minute) * 60 + t.second) * 1000;
  if (t.isDate) return zoneMidnight(date, memberZone);
  // ical.js keeps a TZID it has no VTIMEZONE for as `timezone` (not in its types) and treats the time as floating.
  const named = (t as ICAL.Time & { timezone?: string }).timezone;
  if (t.zone === ICAL.Timezone.utcTimezone || named === 'Z' || named === 'UTC') return t.toUnixTime() * 1000;
  const tzid = named ?? (t.zone && t.zone !== ICAL.Timezone.localTimezone ? t.zone.tzid : undefined);
  if (tzid && isValidTimezone(tzid)) return civil(tzid);
  if (t.zone && t.zone !== ICAL.Timezone.localTimezone && t.zone.component) return t.toUnixTime() * 1000;
  return civil(memberZone);
}

function fields(ve: ICAL.Component) {
  return {
    status: String(ve.getFirstPropertyValue('status') ?? ''),
    transp: String(ve.getFirstPropertyValue('transp') ?? ''),
    attendees: ve.getAllProperties('attendee').map((p) => ({
      email: String(p.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
      partstat: p.getParameter('partstat') as string | undefined,
    })),
  };
}

/** The occurrences of one calendar object that overlap [from, to), in the member's zone for floating and all-day times. */
export function expandObject(data: string, window: { from: number; to: number }, memberZone: string): Occurrence[] {
  const root = new ICAL.Component(ICAL.parse(data));
  const vevents = root.getAllSubcomponents('vevent');
  const out: Occurrence[] = [];
  const overlaps = (s: number, e: number) => s < window.to && e > window.from;
  const masters = new Map<string, ICAL.Component>();
  for (const ve of vevents) if (!ve.hasProperty('recurrence-id')) masters.set(String(ve.getFirstPropertyValue('uid') ?? ''), ve);

  for (const ve of vevents) {
    const uid = String(ve.getFirstPropertyValue('uid') ?? '');
    const isOverride = ve.hasProperty('recurrence-id');
    // An override with its master in the object is applied while the master's series is expanded.
    if (isOverride && masters.has(uid)) continue;
    const event = new ICAL.Event(ve);
    if (!isOverride && event.isRecurring()) {
      for (const o of vevents)
        if (o !== ve && o.hasProperty('recurrence-id') && String(o.getFirstPropertyValue('uid') ?? '') === uid) event.relateException(o);
      const it = event.iterator();
      for (let i = 0, next = it.next(); next && i < MAX_OCCURRENCES; i++, next = it.next()) {
        const d = event.getOccurrenceDetails(next);
        const start = icalTimeToEpoch(d.startDate, memberZone);
        const end = icalTimeToEpoch(d.endDate, memberZone);
        // Overrides may move an instance anywhere, so only the series' own start ends the walk.
        if (icalTimeToEpoch(next, memberZone) >= window.to && start >= window.to) break;
        if (!overlaps(start, end)) continue;
        out.push({ uid, eventId: `${uid}#${d.recurrenceId.toString()}`, start, end, ...fields(d.item.component) });
      }
      continue;
    }
    if (!event.startDate) continue;
    const start = icalTimeToEpoch(event.startDate, memberZone);
    // No DTEND or DURATION: a date lasts one day, a date-time no time at all (RFC 5545 3.6.1).
    const end = event.endDate ? icalTimeToEpoch(event.endDate, memberZone) : start;
    if (!overlaps(start, end)) continue;
    const recurrence = ve.getFirstPropertyValue('recurrence-id');
    out.push({ uid, eventId: isOverride ? `${uid}#${String(recurrence)}` : uid, start, end, ...fields(ve) });
  }
  return out;
}
