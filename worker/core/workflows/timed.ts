import { buildZoneTable, localToUtc, utcToLocal } from '../time/zone-table';

// When a before-start or after-end workflow fires. Whole days of the delay move along the meeting's
// own wall clock (a day before a 9:00 meeting is 9:00 the day before, even across a DST change, when
// that day is 23 or 25 hours long); the minutes left over are plain elapsed time.

const MINUTES_PER_DAY = 1440;

/** The instant (epoch ms) a timed workflow fires for a meeting. */
export function timedFireAt(
  trigger: 'meeting_before_start' | 'meeting_after_end',
  meeting: { startAt: number; endAt: number; zone: string },
  delayMinutes: number,
): number {
  const sign = trigger === 'meeting_before_start' ? -1 : 1;
  const anchor = trigger === 'meeting_before_start' ? meeting.startAt : meeting.endAt;
  const days = Math.floor(delayMinutes / MINUTES_PER_DAY);
  const rest = delayMinutes - days * MINUTES_PER_DAY;
  let at = anchor;
  if (days > 0) {
    const anchorMinute = Math.floor(anchor / 60_000);
    const secondsPart = anchor - anchorMinute * 60_000;
    const span = (days + 2) * MINUTES_PER_DAY;
    const table = buildZoneTable(safeZone(meeting.zone), anchorMinute - span, anchorMinute + span);
    const local = utcToLocal(table, anchorMinute) + sign * days * MINUTES_PER_DAY;
    at = localToUtc(table, local) * 60_000 + secondsPart;
  }
  return at + sign * rest * 60_000;
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
