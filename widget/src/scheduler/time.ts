/**
 * Time helpers for the public scheduler: IANA zone arithmetic, day grouping and display formats,
 * built on Intl alone. Days are plain 'YYYY-MM-DD' keys in the visitor's chosen zone; instants are
 * epoch milliseconds or ISO strings in UTC, as the API sends them.
 */
export type Slot = { start: string; end: string };
export type TimeFormat = '12h' | '24h';
type Instant = number | string;

// The interface language is en only (spec section 1); en-US keeps names and order predictable.
const LOCALE = 'en-US';
const DAY_MS = 86_400_000;
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions) {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(LOCALE, options)));
  return f;
}

const ms = (t: Instant) => (typeof t === 'number' ? t : Date.parse(t));
// Newer ICU puts a narrow no-break space before AM/PM; a plain space reads and tests the same everywhere.
const tidy = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of an instant in a zone. */
export function wallClock(t: Instant, zone: string) {
  const parts = formatter(`p|${zone}`, {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms(t)));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** Minutes the zone is ahead of UTC at that instant (Asia/Kathmandu: 345). */
export function offsetMinutes(t: Instant, zone: string) {
  const at = Math.floor(ms(t) / 1000) * 1000;
  const w = wallClock(at, zone);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at) / 60_000);
}

/** The calendar day of an instant in a zone, as 'YYYY-MM-DD'. */
export function dayKey(t: Instant, zone: string) {
  const w = wallClock(t, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

const parseDay = (key: string) => key.split('-').map(Number) as [number, number, number];

/** The first instant of a day in a zone (its local midnight, or the first minute after a skipped one). */
export function startOfDay(key: string, zone: string) {
  const [y, m, d] = parseDay(key);
  const utc = Date.UTC(y, m - 1, d);
  const guess = utc - offsetMinutes(utc, zone) * 60_000;
  return utc - offsetMinutes(guess, zone) * 60_000;
}

/** The day key n days after (or before) key. */
export function addDays(key: string, n: number) {
  const [y, m, d] = parseDay(key);
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The month key 'YYYY-MM' n months after (or before) month. */
export function addMonths(month: string, n: number) {
  const [y, m] = parseDay(`${month}-01`);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** 0 for Sunday through 6 for Saturday. */
export const weekday = (key: string) => {
  const [y, m, d] = parseDay(key);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/** Weeks (Sunday first) of a month's day keys; days of the neighbouring months are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let key = first; key.startsWith(month); key = addDays(key, 1)) {
    week.push(key);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/**
 * The window to ask the slots API for when a month is shown: from the month's first local midnight
 * (or now, if later) to the next month's. Null when the whole month is already past.
 */
export function monthWindow(month: string, zone: string, now: number): { from: string; to: string } | null {
  const from = Math.max(startOfDay(`${month}-01`, zone), now);
  const to = startOfDay(`${addMonths(month, 1)}-01`, zone);
  return from < to ? { from: new Date(from).toISOString(), to: new Date(to).toISOString() } : null;
}

// Under two weeks before a month ends, its last days may hold no time, and the picker then jumps to the next month.
const SHORT_REST_DAYS = 14;

/**
 * The window a slot picker opening now in `zone` asks for first: the rest of the visitor's current month, and the
 * next month too when fewer than two weeks remain, so the jump to it needs no second request (at most 45 days, well
 * inside the slots API's 62).
 */
export function openingWindow(zone: string, now: number) {
  const z = modernZone(zone);
  const month = dayKey(now, z).slice(0, 7);
  const rest = monthWindow(month, z, now);
  if (!rest || Date.parse(rest.to) - now >= SHORT_REST_DAYS * DAY_MS) return rest;
  return { from: rest.from, to: monthWindow(addMonths(month, 1), z, now)!.to };
}

/** Slots grouped by their start's day in the zone, days and slots in time order. */
export function groupByDay(slots: Slot[], zone: string) {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => ms(a.start) - ms(b.start))) {
    const key = dayKey(slot.start, zone);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return days;
}

/** A time of day in the meeting type's format: '9:30 AM' or '09:30'. */
export function formatTime(t: Instant, zone: string, format: TimeFormat) {
  const options: Intl.DateTimeFormatOptions =
    format === '12h'
      ? { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }
      : { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return tidy(formatter(`t|${format}|${zone}`, options).format(new Date(ms(t))));
}

const DAY_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  long: { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  medium: { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' },
  short: { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' },
};

/** 'Monday, March 9, 2026' for a day key ('long'), 'Monday, March 9' ('medium') or 'Mon, Mar 9' ('short'). */
export function formatDay(key: string, style: 'long' | 'medium' | 'short' = 'long') {
  const [y, m, d] = parseDay(key);
  const options = DAY_STYLES[style];
  return formatter(`d|${style}`, options).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** 'March 2026' for a month key. */
export function formatMonth(month: string) {
  const [y, m] = parseDay(`${month}-01`);
  return formatter('m', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, 15)));
}

/** 'Monday, March 9, 2026' and '9:00 AM – 9:30 AM' for a meeting, in the zone. */
export function formatWhen(start: Instant, end: Instant, zone: string, format: TimeFormat) {
  return { date: formatDay(dayKey(start, zone)), time: `${formatTime(start, zone, format)} – ${formatTime(end, zone, format)}` };
}

/** 'GMT+5:45', 'GMT-4', 'GMT' for the zone's offset at the instant. */
export function offsetLabel(zone: string, at: Instant) {
  const off = offsetMinutes(at, zone);
  if (off === 0) return 'GMT';
  const abs = Math.abs(off);
  return `GMT${off < 0 ? '-' : '+'}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/** 'America/New York (GMT-4)': how a zone is shown to a visitor. */
export function zoneLabel(zone: string, at: Instant) {
  return `${zone.replace(/_/g, ' ')} (${offsetLabel(zone, at)})`;
}

/** '30 min', '1 hr', '1 hr 30 min'. */
export function durationLabel(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** Whether the runtime knows the IANA zone. */
export function isZone(zone: string) {
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ICU still lists some zones under CLDR's old names; visitors search for the current IANA ones.
const RENAMED: Record<string, string> = {
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/** The current IANA name of a zone the runtime knows under an old one (Asia/Katmandu -> Asia/Kathmandu). */
export function modernZone(zone: string) {
  const renamed = RENAMED[zone];
  return renamed && isZone(renamed) ? renamed : zone;
}

/** The visitor's zone as the browser reports it, UTC when unknown. */
export function detectTimezone() {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isZone(zone) ? modernZone(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the runtime supports under its current name, plus UTC and the given zones. */
export function allTimezones(...extra: string[]) {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...list, 'UTC', ...extra.filter(isZone)].map(modernZone))].sort();
}
