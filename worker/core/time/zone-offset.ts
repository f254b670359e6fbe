// The only place in core that asks Intl about time zones. Everything else works from the piecewise
// offset table built out of these samples, so Intl runs a few dozen times per zone and window,
// never per slot.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The en-US fields every zone's formatter prints, the zone aside (exported for tests). */
export const WALL_CLOCK_FORMAT = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

// Creating a DateTimeFormat costs ~50 µs while formatting costs ~1 µs, so formatters are memoised
// per zone. This is a cache of pure values, not state: results never depend on it.
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...WALL_CLOCK_FORMAT, timeZone: zone });
    formatters.set(zone, formatter);
  }
  return formatter;
}

// format() is ~3x faster than formatToParts(); en-US with h23 prints "M/D/YYYY, HH:mm:ss", so the six
// numbers come out in a fixed order. If a runtime ever prints something else we fall back to parts.
/** [year, month, day, hour, minute, second] of an instant as the formatter prints it (exported for tests). */
export function wallClockFields(formatter: Intl.DateTimeFormat, epochMs: number): number[] {
  const text = formatter.format(epochMs);
  const fields: number[] = [];
  let current = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      current = (current < 0 ? 0 : current * 10) + (code - 48);
    } else if (current >= 0) {
      fields.push(current);
      current = -1;
    }
  }
  if (current >= 0) fields.push(current);
  if (fields.length === 6) return [fields[2], fields[0], fields[1], fields[3], fields[4], fields[5]];
  const parts = formatter.formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** [year, month (1-12), day, hour (0-23), minute, second] of an instant's wall clock in a zone. */
export function wallClockAt(zone: string, epochMs: number): number[] {
  const fields = wallClockFields(formatterFor(zone), epochMs);
  // Some ICU versions print midnight as 24 even with h23.
  fields[3] %= 24;
  return fields;
}

/** UTC offset in whole minutes (local = UTC + offset) of a zone at an instant, straight from Intl. */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const [year, month, day, hour, minute, second] = wallClockAt(zone, wholeSecondMs);
  const localAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Pre-1900 local mean times carry seconds; rounding keeps the whole model in integer minutes.
  return Math.round((localAsUtc - wholeSecondMs) / 60_000);
}
