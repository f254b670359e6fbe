import type { MeetingTypeStatus } from '../../contracts/meeting-types';
import { MINUTES_PER_DAY, MS_PER_MINUTE, floorDiv, formatIsoDate } from '../time/civil-date';
import { buildZoneTable, utcToLocal } from '../time/zone-table';

/** The local calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function localDate(now: number, zone: string): string {
  const minute = Math.floor(now / MS_PER_MINUTE);
  const table = buildZoneTable(zone, minute - MINUTES_PER_DAY, minute + MINUTES_PER_DAY);
  return formatIsoDate(floorDiv(utcToLocal(table, minute), MINUTES_PER_DAY));
}

/**
 * Event meeting types expire once their last date has passed in the organization's zone; before the
 * first date they are upcoming, in between ongoing. Regular and recurring types are simply active.
 */
export function meetingTypeStatus(
  kind: 'regular' | 'event' | 'recurring',
  eventDates: readonly { date: string }[],
  now: number,
  zone: string,
): MeetingTypeStatus {
  if (kind !== 'event') return 'active';
  if (eventDates.length === 0) return 'expired';
  const today = localDate(now, zone);
  const dates = eventDates.map((d) => d.date).sort();
  if (dates[dates.length - 1] < today) return 'expired';
  if (dates[0] > today) return 'upcoming';
  return 'ongoing';
}

/** Two event date lists share a date. */
export function datesOverlap(a: readonly { date: string }[], b: readonly { date: string }[]): boolean {
  const set = new Set(a.map((d) => d.date));
  return b.some((d) => set.has(d.date));
}
