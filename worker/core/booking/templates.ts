/** Values for the meeting template placeholders of spec section 3. */
export type TemplateValues = Partial<
  Record<
    'booker_name' | 'assignee_name' | 'account_name' | 'duration' | 'time' | 'conference_link' | 'reschedule_link' | 'cancel_link',
    string
  >
>;

/** Replaces `{{key}}` placeholders; unknown keys stay visible so a typo is noticed, not silently blank. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => {
    const value = (values as Record<string, string | undefined>)[key];
    return value === undefined ? whole : value;
  });
}

/** "30 minutes", "1 hour", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [];
  if (h) parts.push(`${h} hour${h === 1 ? '' : 's'}`);
  if (m || !h) parts.push(`${m} minute${m === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * A meeting time as the invitee reads it, in their zone and naming it: "Tue, Dec 8, 2026, 10:00 AM
 * Eastern Standard Time". Where the language has no name for the zone (only an offset), its city says
 * which: "9:00 AM Amman time (GMT+03:00)".
 */
export function formatMeetingTime(start: number, zone: string, hour12 = true): string {
  const parts = meetingTimeFormatter(zone, hour12).formatToParts(start);
  // ICU puts a narrow no-break space before AM/PM; plain spaces read the same in every mail client.
  return parts
    .map((p) => (p.type === 'timeZoneName' ? zoneName(p.value, zone) : p.value))
    .join('')
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** How a meeting's start is written in e-mails and workflow messages: "Mon, Dec 7, 2026, 3:00 PM", then its zone. */
export const MEETING_TIME_PARTS = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

// A formatter naming the zone in long form costs far more to build than to use, and every meeting e-mail
// formats its time two or three times: built once per zone and clock and kept for the isolate.
const meetingTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function meetingTimeFormatter(zone: string, hour12: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${hour12 ? 12 : 24}`;
  let formatter = meetingTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...MEETING_TIME_PARTS, hour12, timeZoneName: 'long' });
    meetingTimeFormatters.set(key, formatter);
  }
  return formatter;
}

function zoneName(long: string, zone: string): string {
  if (!/^(GMT|UTC)([+-]|$)/.test(long) || zone === 'UTC' || zone === 'Etc/UTC') return long;
  const city = zone.split('/').pop()!.replace(/_/g, ' ');
  return `${city} time (${long})`;
}
