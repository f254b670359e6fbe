import { CALENDAR_VENDOR_LIST, type ConferencingVendorId, type VendorInfo } from '../../contracts/vendors';
import type { OutboundPolicy } from '../../lib/outbound-url';
import type { CalendarClient, CalendarEventInput, CalendarProvider, PushCapable } from './adapter';
import { CalDavCalendarClient, type CalDavCredentials } from './caldav';
import { GoogleCalendarClient } from './google';
import type { TokenSource } from './http';
import { MicrosoftCalendarClient } from './microsoft';
import { GOOGLE_SCOPES, MICROSOFT_SCOPES } from './oauth';

export type AnyCalendarClient = CalendarClient & Partial<PushCapable>;

/** What a client needs of its connection, asked lazily so each vendor takes only its own. */
export type CalendarConnection = {
  /** OAuth vendors: the access token source (the feature refreshes and stores new tokens behind it). */
  tokens(): TokenSource;
  /** Password vendors (CalDAV): the unsealed credentials. */
  credentials(): Promise<CalDavCredentials>;
  /** Where a member-supplied server URL may be reached. */
  policy: OutboundPolicy;
  /** Bounds each call (the live free/busy fallback, the connect check); the client's default when absent. */
  timeoutMs?: number;
};

export type CalendarVendor = VendorInfo & {
  id: CalendarProvider;
  create(env: { VENDOR_BASE_URL?: string }, connection: CalendarConnection): AnyCalendarClient;
  /** OAuth vendors: the scopes a connection must have been granted, else it is only partially connected. */
  requiredScopes?: readonly string[];
  /** Whether the vendor e-mails the attendees of the events we write (then our own invitation is not sent). */
  sendsInvites: boolean;
  /** The video tool whose meetings the vendor adds to its events, and how an event asks for one. */
  conference?: { tool: ConferencingVendorId; as: NonNullable<CalendarEventInput['conference']> };
};

const info = (id: CalendarProvider) => CALENDAR_VENDOR_LIST.find((v) => v.id === id)!;

/**
 * Every calendar vendor with what builds its client: the one place a calendar vendor is chosen. A new
 * vendor is an entry in contracts/vendors.ts, its client in this folder and one entry here.
 */
export const CALENDAR_VENDORS: Record<CalendarProvider, CalendarVendor> = {
  google_calendar: {
    ...info('google_calendar'),
    create: (env, c) => new GoogleCalendarClient(env, c.tokens(), c.timeoutMs),
    requiredScopes: GOOGLE_SCOPES,
    sendsInvites: true,
    conference: { tool: 'google_meet', as: 'google_meet' },
  },
  // offline_access only asks for a refresh token: Microsoft does not list it among the granted scopes.
  microsoft_calendar: {
    ...info('microsoft_calendar'),
    create: (env, c) => new MicrosoftCalendarClient(env, c.tokens(), c.timeoutMs),
    requiredScopes: MICROSOFT_SCOPES.filter((s) => s !== 'offline_access'),
    sendsInvites: true,
    conference: { tool: 'microsoft_teams', as: 'teams' },
  },
  caldav: {
    ...info('caldav'),
    create: (_env, c) => new CalDavCalendarClient(() => c.credentials(), c.policy, c.timeoutMs),
    sendsInvites: false,
  },
};

export const calendarVendor = (provider: string): CalendarVendor | undefined =>
  Object.hasOwn(CALENDAR_VENDORS, provider) ? CALENDAR_VENDORS[provider as CalendarProvider] : undefined;

/** The client of a connection to `provider`; throws for a provider that is no calendar vendor. */
export function calendarClientFor(provider: string, env: { VENDOR_BASE_URL?: string }, connection: CalendarConnection): AnyCalendarClient {
  const vendor = calendarVendor(provider);
  if (!vendor) throw new Error(`Not a calendar provider: ${provider}`);
  return vendor.create(env, connection);
}

/** Whether the vendor of a calendar connection e-mails the attendees itself. */
export const sendsInvites = (provider: string) => !!calendarVendor(provider)?.sendsInvites;

/** Which video meeting to ask the calendar for: its vendor's own tool (Meet on Google, Teams on Microsoft) when the meeting uses it. */
export function conferenceFor(provider: string, meetingTool: string | null): CalendarEventInput['conference'] {
  const conference = calendarVendor(provider)?.conference;
  return conference && conference.tool === meetingTool ? conference.as : null;
}
