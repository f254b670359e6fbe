// The slow reference the time tests check against: Intl's formatToParts, independent of the fast
// format-and-scan in zone-offset.ts that the code under test uses.

/** Zones the time tests sample first: DST in both hemispheres, half- and quarter-hour offsets, a half-hour DST step. */
export const AWKWARD_ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'America/St_Johns',
];

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a UTC epoch minute in a zone, as an epoch minute written like UTC, straight from Intl. */
export function intlWallClock(zone: string, epochMinute: number): number {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    const options = {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    } as const;
    partsFormatters.set(zone, (formatter = new Intl.DateTimeFormat('en-GB', options)));
  }
  const parts = Object.fromEntries(formatter.formatToParts(epochMinute * 60_000).map((p) => [p.type, p.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour % 24, +parts.minute) / 60_000;
}
