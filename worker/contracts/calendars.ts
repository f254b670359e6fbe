import * as v from 'valibot';
import type { IntegrationDto } from './integrations';
import { MESSAGES } from './common';
import { CALENDAR_VENDOR_IDS, CALENDAR_VENDOR_LIST, type CalendarVendorId } from './vendors';

const CALENDAR_SLUGS = {
  google_calendar: 'google-calendar',
  microsoft_calendar: 'microsoft-calendar',
  caldav: 'caldav',
} as const satisfies Record<CalendarVendorId, string>;

/** The calendar tools a member connects (the calendar vendors of ./vendors.ts), by page slug (/profile/integrations/<slug>). */
export const CALENDAR_TOOLS = CALENDAR_VENDOR_LIST.map((t) => ({
  slug: CALENDAR_SLUGS[t.id],
  provider: t.id,
  name: t.name,
  oauth: t.auth === 'oauth',
}));
export type CalendarTool = (typeof CALENDAR_TOOLS)[number];
export type CalendarSlug = CalendarTool['slug'];
export const calendarToolBySlug = (slug: string) => CALENDAR_TOOLS.find((t) => t.slug === slug);
export const calendarToolByProvider = (provider: string) => CALENDAR_TOOLS.find((t) => t.provider === provider);

export const CALENDAR_MESSAGES = {
  /** Spec section 8: the scopes granted were not all the ones asked for. */
  scopes: "We didn't tick all the boxes. Please reconnect your calendar and allow every permission asked for.",
  /** The member's expired-integration toast (spec section 6), for their own calendar. */
  expired: (tool: string) => `Your ${tool} authorization expired. Reauthorize it to keep your availability in sync.`,
  /** Admins' warning when members' calendars expired: slots keep working from our own meetings. */
  adminExpired: (count: number) =>
    `${count} member calendar integration${count === 1 ? '' : 's'} expired: their slots only account for meetings booked here until they reauthorize.`,
  writeNeedsWritable: 'Bookings can only be written to a calendar you can edit',
  unknownCalendar: 'Calendar not found',
  disableMismatch: (name: string) => `The given input didn't match the ${name} name`,
  /** Spec section 5 (General): one wording for a malformed URL and one the outbound policy refuses. */
  serverUrl: MESSAGES.invalidUrl,
  usernameRequired: 'Username is a required field',
  passwordRequired: 'Password is a required field',
} as const;

export type MemberCalendarDto = {
  id: string;
  name: string;
  color: string | null;
  isPrimary: boolean;
  canWrite: boolean;
  checkConflicts: boolean;
  writeTo: boolean;
  syncState: 'cold' | 'warm' | 'error';
  lastError: string | null;
  syncedAt: string | null;
};

/** One connected calendar account with its calendars. */
export type CalendarAccountDto = { integration: IntegrationDto & { name: string }; calendars: MemberCalendarDto[] };

/** Every integration of the caller, of every kind, with a display name. */
export type ProfileIntegrationDto = IntegrationDto & { name: string };

/** A member whose calendar integration expired, since when (for admins). */
export type ExpiredCalendarDto = { userId: string; name: string; provider: string; since: string };

/** An attendee's answer to the invitation, as the calendar reports it. */
export const CALENDAR_RSVPS = ['pending', 'declined', 'maybe', 'accepted'] as const;
export const CALENDAR_EVENT_STATUSES = ['pending', 'synced', 'deleted', 'failed'] as const;

/** The host calendar's copy of a meeting as meeting details show it: write status, failure, RSVPs. */
export type MeetingCalendarEventDto = {
  provider: string;
  status: (typeof CALENDAR_EVENT_STATUSES)[number];
  lastError: string | null;
  joinUrl: string | null;
  attendees: { email: string; rsvp: (typeof CALENDAR_RSVPS)[number] }[];
  updatedAt: string;
};

/** The choices on one provider's page: its calendars' checks; the write calendar is one across all providers. */
export const calendarChoicesSchema = v.object({
  provider: v.picklist(CALENDAR_VENDOR_IDS),
  checkConflicts: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(200)),
  writeTo: v.nullable(v.pipe(v.string(), v.maxLength(64))),
});
export type CalendarChoices = v.InferOutput<typeof calendarChoicesSchema>;

export const caldavConnectSchema = v.object({
  serverUrl: v.pipe(
    v.string(CALENDAR_MESSAGES.serverUrl),
    v.trim(),
    v.maxLength(500, CALENDAR_MESSAGES.serverUrl),
    v.url(CALENDAR_MESSAGES.serverUrl),
    v.check((s) => /^https?:\/\//i.test(s), CALENDAR_MESSAGES.serverUrl),
  ),
  username: v.pipe(
    v.string(CALENDAR_MESSAGES.usernameRequired),
    v.trim(),
    v.nonEmpty(CALENDAR_MESSAGES.usernameRequired),
    v.maxLength(200),
  ),
  password: v.pipe(v.string(CALENDAR_MESSAGES.passwordRequired), v.nonEmpty(CALENDAR_MESSAGES.passwordRequired), v.maxLength(500)),
});
export type CaldavConnect = v.InferOutput<typeof caldavConnectSchema>;

export { oauthCallbackQuery } from './integrations';
