import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { addDays, formatDate, todayIn, weekdayOf, type TimeFormat } from '@web/components/availability/availability-model';

/** The Monday starting the week that holds a date. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The seven dates of a week and the UTC window that covers them in the viewer's zone. */
export function weekWindow(monday: string, timeZone: string) {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return {
    dates,
    from: fromZonedTime(`${monday}T00:00:00`, timeZone).toISOString(),
    to: fromZonedTime(`${addDays(monday, 7)}T00:00:00`, timeZone).toISOString(),
    label: `${formatDate(monday, { month: 'short', day: 'numeric' })} – ${formatDate(dates[6], { month: 'short', day: 'numeric', year: 'numeric' })}`,
  };
}

export const currentMonday = (timeZone: string) => mondayOf(todayIn(timeZone));

export const isIsoDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A slot's start as the meeting type writes times. */
export const slotTime = (iso: string, timeZone: string, format: TimeFormat) =>
  formatInTimeZone(iso, timeZone, format === '12h' ? 'h:mm a' : 'HH:mm');
