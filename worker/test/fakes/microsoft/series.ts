// The Microsoft Graph fake's events as Graph stores them, and its series: a seriesMaster's patternedRecurrence
// expanded into occurrences in the series' own time zone (ical.js walks the rule on wall-clock times, date-fns-tz
// turns each wall-clock time into an instant, so a 9:00 meeting stays 9:00 local across a DST change).
// https://learn.microsoft.com/graph/api/resources/patternedrecurrence
import ICAL from 'ical.js';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { findIana } from 'windows-iana';

export type DateTimeTimeZone = { dateTime: string; timeZone: string };
export type RecurrencePattern = {
  type: string;
  interval?: number;
  daysOfWeek?: string[];
  dayOfMonth?: number;
  index?: string;
  month?: number;
  firstDayOfWeek?: string;
};
export type RecurrenceRange = {
  type: string;
  startDate: string;
  endDate?: string;
  numberOfOccurrences?: number;
  recurrenceTimeZone?: string;
};
export type PatternedRecurrence = { pattern: RecurrencePattern; range: RecurrenceRange };

export type MsEvent = {
  id: string;
  type: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
  subject: string;
  start: DateTimeTimeZone;
  end: DateTimeTimeZone;
  showAs: string;
  isAllDay: boolean;
  isCancelled: boolean;
  originalStartTimeZone?: string;
  recurrence?: PatternedRecurrence | null;
  seriesMasterId?: string | null;
  /** Occurrences and exceptions: where the occurrence was before any change, as an instant (Edm.DateTimeOffset). */
  originalStart?: string;
  transactionId?: string;
  isOnlineMeeting?: boolean;
  onlineMeeting?: { joinUrl: string } | null;
  attendees?: { emailAddress: { address: string; name?: string }; type: string; status: { response: string; time: string } }[];
  changeKey: string;
  deleted?: boolean;
  /** A master's occurrences the owner deleted, by occurrence id (Graph's beta cancelledOccurrences; not on v1.0). */
  cancelled?: string[];
};
export type MsCalendar = {
  id: string;
  name: string;
  canEdit: boolean;
  isDefaultCalendar: boolean;
  events: Map<string, MsEvent>;
  generation: number;
};

/** An IANA zone for a zone name Outlook accepts (IANA or Windows), or null. */
export function zoneOf(name: string | undefined): string | null {
  if (!name) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return findIana(name)[0] ?? null;
  }
}

/** A dateTimeTimeZone as an instant: its wall-clock time read in its own zone (an explicit offset wins). */
export function instantOf(t: DateTimeTimeZone | undefined): number {
  if (!t?.dateTime) return NaN;
  // Graph writes seven fraction digits; JavaScript reads three.
  const dateTime = t.dateTime.replace(/(\.\d{3})\d+/, '$1');
  if (/[zZ]|[+-]\d\d:\d\d$/.test(dateTime)) return Date.parse(dateTime);
  const zone = zoneOf(t.timeZone || 'UTC');
  return zone ? fromZonedTime(dateTime, zone).getTime() : NaN;
}

/** An instant as Graph writes it for a Prefer: outlook.timezone zone (seven fraction digits, no offset). */
export const dateTimeIn = (ms: number, zoneName: string): DateTimeTimeZone => ({
  dateTime: formatInTimeZone(ms, zoneOf(zoneName) ?? 'UTC', "yyyy-MM-dd'T'HH:mm:ss.SSS'0000'"),
  timeZone: zoneName,
});

const DAYS: Record<string, string> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
};
const INDEX: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };
const PATTERNS = ['daily', 'weekly', 'absoluteMonthly', 'relativeMonthly', 'absoluteYearly', 'relativeYearly'];

/** Why Graph would refuse this recurrence, or null. */
export function recurrenceError(r: PatternedRecurrence | undefined): string | null {
  const p = r?.pattern;
  const g = r?.range;
  if (!p || !g) return 'Recurrence requires a pattern and a range.';
  if (!PATTERNS.includes(p.type)) return `Invalid recurrence pattern type '${p.type}'.`;
  if (!Number.isInteger(p.interval ?? 1) || (p.interval ?? 1) < 1) return 'The recurrence pattern interval must be a positive integer.';
  if (['weekly', 'relativeMonthly', 'relativeYearly'].includes(p.type) && (!p.daysOfWeek?.length || p.daysOfWeek.some((d) => !DAYS[d])))
    return `daysOfWeek is required for a ${p.type} pattern.`;
  if (['absoluteMonthly', 'absoluteYearly'].includes(p.type) && !(Number(p.dayOfMonth) >= 1 && Number(p.dayOfMonth) <= 31))
    return `dayOfMonth is required for a ${p.type} pattern.`;
  if (p.type.endsWith('Yearly') && !(Number(p.month) >= 1 && Number(p.month) <= 12)) return `month is required for a ${p.type} pattern.`;
  if (p.index !== undefined && INDEX[p.index] === undefined) return `Invalid recurrence pattern index '${p.index}'.`;
  if (!/^\d{4}-\d\d-\d\d$/.test(g.startDate ?? '')) return 'The recurrence range startDate is required.';
  if (g.type === 'endDate' && !(/^\d{4}-\d\d-\d\d$/.test(g.endDate ?? '') && g.endDate! >= g.startDate))
    return 'The recurrence range endDate must be a date on or after startDate.';
  if (g.type === 'numbered' && !(Number.isInteger(g.numberOfOccurrences) && g.numberOfOccurrences! > 0))
    return 'numberOfOccurrences must be a positive integer.';
  if (!['endDate', 'noEnd', 'numbered'].includes(g.type)) return `Invalid recurrence range type '${g.type}'.`;
  if (g.recurrenceTimeZone && !zoneOf(g.recurrenceTimeZone)) return `Unknown recurrenceTimeZone '${g.recurrenceTimeZone}'.`;
  return null;
}

/** The pattern as an RRULE for ical.js (the range is applied by the caller: Graph counts only real occurrences). */
function rrule(p: RecurrencePattern): string {
  const days = (p.daysOfWeek ?? []).map((d) => DAYS[d]).join(',');
  const freq = {
    daily: 'DAILY',
    weekly: 'WEEKLY',
    absoluteMonthly: 'MONTHLY',
    relativeMonthly: 'MONTHLY',
    absoluteYearly: 'YEARLY',
    relativeYearly: 'YEARLY',
  }[p.type];
  const parts = [`FREQ=${freq}`, `INTERVAL=${p.interval ?? 1}`, `WKST=${DAYS[p.firstDayOfWeek ?? 'sunday']}`];
  if (p.type === 'weekly') parts.push(`BYDAY=${days}`);
  if (p.type.startsWith('absolute')) parts.push(`BYMONTHDAY=${p.dayOfMonth}`);
  if (p.type.startsWith('relative')) parts.push(`BYDAY=${days}`, `BYSETPOS=${INDEX[p.index ?? 'first']}`);
  if (p.type.endsWith('Yearly')) parts.push(`BYMONTH=${p.month}`);
  return parts.join(';');
}

/**
 * Whether a date is the index-th of the pattern's days in its month. ical.js can put a BYSETPOS candidate
 * in the first period that is not one (the first Friday for "last Friday"); this drops it.
 */
function relativeHolds(pattern: RecurrencePattern, date: string): boolean {
  const [y, m] = date.split('-').map(Number);
  const wanted = new Set((pattern.daysOfWeek ?? []).map((d) => Object.keys(DAYS).indexOf(d)));
  const days: string[] = [];
  for (let d = new Date(Date.UTC(y, m - 1, 1)); d.getUTCMonth() === m - 1; d.setUTCDate(d.getUTCDate() + 1))
    if (wanted.has(d.getUTCDay())) days.push(d.toISOString().slice(0, 10));
  const i = INDEX[pattern.index ?? 'first'];
  return (i > 0 ? days[i - 1] : days.at(-1)) === date;
}

export type Occurrence = { id: string; start: DateTimeTimeZone; end: DateTimeTimeZone; originalStart: number };

/** The id Graph gives one occurrence (opaque to clients; here the master's id and the local date). */
export const occurrenceId = (masterId: string, date: string) => `${masterId}_${date.replace(/-/g, '')}`;

/**
 * A master's occurrences that start before `until`, before exceptions and cancellations. The range's
 * startDate with the master's start time of day is where the pattern starts; it is an occurrence only if it
 * fits the pattern. Times are wall-clock in the series zone (recurrenceTimeZone, else the start's zone).
 */
export function occurrencesOf(master: MsEvent, until: number): Occurrence[] {
  const { pattern, range } = master.recurrence!;
  const zoneName = range.recurrenceTimeZone || master.start.timeZone;
  const zone = zoneOf(zoneName) ?? 'UTC';
  const local = (ms: number) => formatInTimeZone(ms, zone, "yyyy-MM-dd'T'HH:mm:ss");
  // All-day series are dates; a timed one keeps its wall-clock length (9:00-10:00 stays so on a DST day).
  const first = master.isAllDay ? master.start.dateTime.slice(0, 19) : local(instantOf(master.start));
  const last = master.isAllDay ? master.end.dateTime.slice(0, 19) : local(instantOf(master.end));
  const lengthMs = Date.parse(`${last}Z`) - Date.parse(`${first}Z`);
  const dtstart = ICAL.Time.fromDateTimeString(`${range.startDate}T${first.slice(11)}`);
  const it = ICAL.Recur.fromString(rrule(pattern)).iterator(dtstart);
  const out: Occurrence[] = [];
  for (let t = it.next(), guard = 0; t && guard < 10_000; t = it.next(), guard++) {
    const wall = t.toString().slice(0, 19);
    const date = wall.slice(0, 10);
    if (pattern.type.startsWith('relative') && !relativeHolds(pattern, date)) continue;
    if (range.type === 'endDate' && date > range.endDate!) break;
    if (range.type === 'numbered' && out.length >= range.numberOfOccurrences!) break;
    const startMs = fromZonedTime(wall, zone).getTime();
    if (startMs >= until) break;
    const endWall = new Date(Date.parse(`${wall}Z`) + lengthMs).toISOString().slice(0, 19);
    out.push({
      id: occurrenceId(master.id, date),
      start: { dateTime: wall, timeZone: zoneName },
      end: { dateTime: endWall, timeZone: zoneName },
      originalStart: startMs,
    });
  }
  return out;
}

/** One occurrence as its own event: the master's fields, its own times, no recurrence. */
export function asOccurrence(master: MsEvent, o: Occurrence): MsEvent {
  const { recurrence: _r, cancelled: _c, ...rest } = master;
  return {
    ...rest,
    id: o.id,
    type: 'occurrence',
    seriesMasterId: master.id,
    originalStart: new Date(o.originalStart).toISOString(),
    start: o.start,
    end: o.end,
    recurrence: null,
  };
}

/** The occurrence of a master with this id (not cancelled), or null. */
export function findOccurrence(master: MsEvent, id: string): MsEvent | null {
  const date = /_(\d{4})(\d\d)(\d\d)$/.exec(id);
  if (master.type !== 'seriesMaster' || !date || master.cancelled?.includes(id)) return null;
  const o = occurrencesOf(master, Date.parse(`${date[1]}-${date[2]}-${date[3]}T00:00:00Z`) + 2 * 86_400_000).find((x) => x.id === id);
  return o ? asOccurrence(master, o) : null;
}

/**
 * What a calendarView holds between two instants: single instances, occurrences and exceptions, never a
 * series master; an occurrence the owner deleted is absent, one changed is its exception.
 */
export function instancesIn(cal: MsCalendar, from: number, to: number, opts: { withCancelled: boolean }): MsEvent[] {
  const out: MsEvent[] = [];
  const spans = (e: MsEvent) => span(e).end > from && span(e).start < to;
  for (const e of cal.events.values()) {
    if (e.deleted || (e.isCancelled && !opts.withCancelled)) continue;
    if (e.type === 'seriesMaster') {
      for (const o of occurrencesOf(e, to)) {
        if (e.cancelled?.includes(o.id) || cal.events.has(o.id)) continue;
        const occurrence = asOccurrence(e, o);
        if (spans(occurrence)) out.push(occurrence);
      }
    } else if (e.type !== 'exception' || !cal.events.get(e.seriesMasterId!)?.deleted) {
      if (spans(e)) out.push(e);
    }
  }
  return out.sort((a, b) => span(a).start - span(b).start);
}

/** An event's extent as instants: an all-day one runs from midnight to midnight in its own zone. */
export function span(e: MsEvent): { start: number; end: number } {
  if (!e.isAllDay) return { start: instantOf(e.start), end: instantOf(e.end) };
  const zone = e.originalStartTimeZone ?? e.start.timeZone;
  return {
    start: instantOf({ dateTime: e.start.dateTime.slice(0, 10) + 'T00:00:00', timeZone: zone }),
    end: instantOf({ dateTime: e.end.dateTime.slice(0, 10) + 'T00:00:00', timeZone: zone }),
  };
}
