import * as v from 'valibot';
import {
  CALENDAR_EVENT_STATUSES,
  CALENDAR_RSVPS,
  type CalendarAccountDto,
  type ExpiredCalendarDto,
  type MeetingCalendarEventDto,
  type ProfileIntegrationDto,
} from './calendars';
import { INTEGRATION_KINDS, INTEGRATION_STATUSES, type IntegrationDto } from './integrations';
import { examples, absoluteUrl, dataOf, instant, listOf, schemaOf } from './response-kit';

/**
 * The answers of the calendar APIs (the member's integrations and calendars under
 * /api/profile/integrations, and /api/calendars) as valibot schemas, checked against the service's
 * DTO types below.
 */

const integrationEntries = {
  id: v.string(),
  provider: v.pipe(v.string(), v.metadata({ examples: ['google_calendar'] })),
  kind: v.picklist(INTEGRATION_KINDS),
  status: v.picklist(INTEGRATION_STATUSES),
  userId: v.pipe(v.nullable(v.string()), v.description("The member's own tool; null for an organization-wide one")),
  externalAccountId: v.string(),
  externalAccountName: v.string(),
  scopes: v.pipe(v.string(), v.description('The scopes granted, space-separated')),
  settings: v.record(v.string(), v.unknown()),
  lastError: v.nullable(v.string()),
  tokenExpiresAt: v.nullable(instant),
  createdAt: instant,
  updatedAt: instant,
};
const integrationExample = {
  id: 'int_7Tz2',
  provider: 'google_calendar',
  kind: 'calendar',
  status: 'connected',
  userId: 'usr_1',
  externalAccountId: 'ada@example.com',
  externalAccountName: 'ada@example.com',
  scopes: 'https://www.googleapis.com/auth/calendar',
  settings: {},
  lastError: null,
  tokenExpiresAt: '2026-11-29T08:00:00.000Z',
  createdAt: '2026-11-02T08:30:00.000Z',
  updatedAt: '2026-11-20T14:05:00.000Z',
};

/** A connected tool: never its credentials. */
export const integrationSchema = schemaOf<IntegrationDto>()(
  v.pipe(v.object(integrationEntries), v.metadata({ examples: [integrationExample] })),
);
/** An integration with the tool's display name. */
export const namedIntegrationSchema = schemaOf<ProfileIntegrationDto>()(
  v.pipe(
    v.object({ ...integrationEntries, name: v.string() }),
    v.metadata({ examples: [{ ...integrationExample, name: 'Google Calendar' }] }),
  ),
);

export const memberCalendarSchema = v.object({
  id: v.string(),
  name: v.string(),
  color: v.nullable(v.string()),
  isPrimary: v.boolean(),
  canWrite: v.boolean(),
  checkConflicts: v.pipe(v.boolean(), v.description("Its busy times block the member's slots")),
  writeTo: v.pipe(v.boolean(), v.description('Bookings are written to it (one calendar across all providers)')),
  syncState: v.picklist(['cold', 'warm', 'error']),
  lastError: v.nullable(v.string()),
  syncedAt: v.nullable(instant),
});

/** One connected calendar account with its calendars. */
export const calendarAccountSchema = schemaOf<CalendarAccountDto>()(
  v.object({ integration: namedIntegrationSchema, calendars: v.array(memberCalendarSchema) }),
);

export const expiredCalendarSchema = schemaOf<ExpiredCalendarDto>()(
  v.pipe(
    v.object({
      userId: v.string(),
      name: v.string(),
      provider: v.string(),
      since: v.pipe(instant, v.description('When the integration expired')),
    }),
    v.metadata({
      examples: [{ userId: 'usr_2', name: 'Grace Hopper', provider: 'microsoft_calendar', since: '2026-11-27T06:00:00.000Z' }],
    }),
  ),
);

export const meetingCalendarEventSchema = schemaOf<MeetingCalendarEventDto>()(
  v.pipe(
    v.object({
      provider: v.string(),
      status: v.picklist(CALENDAR_EVENT_STATUSES),
      lastError: v.nullable(v.string()),
      joinUrl: v.nullable(v.string()),
      attendees: v.array(v.object({ email: v.string(), rsvp: v.picklist(CALENDAR_RSVPS) })),
      updatedAt: instant,
    }),
    examples({
      provider: 'google_calendar',
      status: 'synced',
      lastError: null,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      attendees: [{ email: 'jane@prospect.example', rsvp: 'accepted' }],
      updatedAt: '2026-12-01T09:00:00.000Z',
    }),
  ),
);

/** What the OAuth connect routes answer: the provider's consent page to send the browser to. */
export const consentUrlSchema = schemaOf<ConsentUrlDto>()(
  v.pipe(
    v.object({ url: absoluteUrl }),
    v.metadata({ examples: [{ url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=...&state=...' }] }),
  ),
);
type ConsentUrlDto = { url: string };

export const profileIntegrationsAnswerSchema = listOf(namedIntegrationSchema);
export const integrationAnswerSchema = dataOf(integrationSchema);
export const calendarAccountsAnswerSchema = listOf(calendarAccountSchema);
export const expiredCalendarsAnswerSchema = listOf(expiredCalendarSchema);
/** `data: null` when no calendar holds the meeting (most have none). */
export const meetingCalendarEventAnswerSchema = dataOf(v.nullable(meetingCalendarEventSchema));
export const consentUrlAnswerSchema = dataOf(consentUrlSchema);
