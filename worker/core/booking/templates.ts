/** Values for the meeting template placeholders of spec section 3. */
export type TemplateValues = Partial<Record<'booker_name' | 'assignee_name' | 'account_name' | 'duration' | 'time' | 'conference_link' | 'reschedule_link' | 'cancel_link', string>>;

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

/** A meeting time as the invitee reads it, in their zone, e.g. "Tue, Dec 8, 2026, 10:00 AM EST". */
export function formatMeetingTime(start: number, zone: string, hour12 = true): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12,
    timeZoneName: 'short',
  }).format(start);
}
