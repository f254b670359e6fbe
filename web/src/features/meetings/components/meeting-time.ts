import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { addDays, todayIn, weekdayOf } from '@web/components/availability/availability-model';
import { formatOr } from '@web/lib/utils';

/** 'Tue, Mar 4, 2025' in a zone. */
export const dateIn = (iso: string, tz: string) => formatOr(() => formatInTimeZone(iso, tz, 'EEE, MMM d, yyyy'), iso);
/** '9:30 AM' in a zone. */
export const timeIn = (iso: string, tz: string) => formatOr(() => formatInTimeZone(iso, tz, 'h:mm a'), iso);
/** The zone's short name at that instant ('EST', 'GMT+5:30'). */
export const zoneAbbr = (iso: string, tz: string) => formatOr(() => formatInTimeZone(iso, tz, 'zzz'), tz);
/** '9:30 – 10:00 AM EST' style range. */
export const timeRange = (start: string, end: string, tz: string) => `${timeIn(start, tz)} – ${timeIn(end, tz)} ${zoneAbbr(start, tz)}`;
/** The calendar date of an instant in a zone, 'YYYY-MM-DD'. */
export const dateKey = (iso: string, tz: string) => todayIn(tz, new Date(iso));

/** The Monday of the week that holds a date. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The dates shown (Monday to Friday for a work week, else the whole week) and the UTC window covering them. */
export function weekSpan(monday: string, days: 5 | 7, tz: string) {
  const dates = Array.from({ length: days }, (_, i) => addDays(monday, i));
  const zoned = (date: string) => formatOr(() => fromZonedTime(`${date}T00:00:00`, tz).toISOString(), `${date}T00:00:00.000Z`);
  return { dates, from: zoned(monday), to: zoned(addDays(monday, days)) };
}

/** 'Mar 3 – 9, 2025' style label for the week shown. */
export function weekLabel(dates: string[]) {
  const fmt = (d: string, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  return `${fmt(first, { month: 'short', day: 'numeric' })} – ${fmt(last, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
