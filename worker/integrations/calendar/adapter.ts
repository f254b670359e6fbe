import type { BusyInterval } from '../../core/slots/member-starts';
import { CALENDAR_VENDOR_IDS } from '../../contracts/vendors';

export type { BusyTimeSource, BusyQuery, BusyByUser } from './busy-time';

/** The calendar vendors of the vendor catalogue (contracts/vendors.ts); ./catalogue.ts builds each one's client. */
export const CALENDAR_PROVIDERS = CALENDAR_VENDOR_IDS;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export type Rsvp = 'pending' | 'declined' | 'maybe' | 'accepted';

/** `ownerEmail`: the account's own address where the provider names it (the primary calendar's owner). */
export type CalendarInfo = {
  externalId: string;
  name: string;
  color: string | null;
  timeZone: string;
  isPrimary: boolean;
  canWrite: boolean;
  ownerEmail?: string;
};

/** One event of a provider's calendar after its transparency rules: busy, or gone (free, cancelled, declined). */
export type BusyChange = { eventId: string; busy: BusyInterval | null; meetingId: string | null };

/** A calendar as the clients read it: its id at the vendor and its time zone. */
export type CalendarRef = { externalId: string; timeZone: string };

/** The span of time a full sync reads (epoch milliseconds). */
export type SyncWindow = { from: number; to: number };

/** What an incremental (or, after a reset, full) sync returned; `full` means every other cached event is gone. */
export type SyncResult = { changes: BusyChange[]; syncToken: string | null; full: boolean };

/** The meeting as the host's calendar should show it. `meetingId` is stamped on the event so sync can recognise our own copies. */
export type CalendarEventInput = {
  meetingId: string;
  /** The meeting's one iCalendar UID and its SEQUENCE now: the same in the calendar copy and in every e-mailed invite. */
  uid: string;
  sequence: number;
  title: string;
  description: string;
  start: number;
  end: number;
  location: string;
  /** `accepted`: marked as having accepted already (a relay's "default guest accept" for team members). */
  attendees: { email: string; name: string; accepted?: boolean }[];
  /** Ask the provider for a video link on the event (Google Meet, Microsoft Teams). */
  conference: 'google_meet' | 'teams' | null;
};

export type CalendarEventState = {
  externalEventId: string;
  etag: string | null;
  joinUrl?: string;
  attendees: { email: string; rsvp: Rsvp }[];
};

/**
 * A member's calendar account at one provider. Every call may throw RetryAfterError (429/503 with the
 * delay the provider asked for), CalendarAuthError (the grant is gone: the integration is expired) or
 * CalendarApiError.
 */
export interface CalendarClient {
  readonly provider: CalendarProvider;
  listCalendars(): Promise<CalendarInfo[]>;
  /** Live busy time of several calendars (the cold-cache fallback). */
  freeBusy(calendars: CalendarRef[], from: number, to: number): Promise<Map<string, BusyInterval[]>>;
  /** Changes since the sync token, or every event of the window when there is none or it was gone (410). */
  sync(calendar: CalendarRef, syncToken: string | null, window: SyncWindow): Promise<SyncResult>;
  upsertEvent(
    calendarId: string,
    existing: { externalEventId: string; etag: string | null } | null,
    input: CalendarEventInput,
  ): Promise<CalendarEventState>;
  /** Deletes the event; one already gone counts as deleted. */
  deleteEvent(calendarId: string, externalEventId: string): Promise<void>;
  getEvent(calendarId: string, externalEventId: string): Promise<CalendarEventState | null>;
}

export class RetryAfterError extends Error {
  constructor(
    readonly delaySeconds: number,
    message = 'Rate limited',
  ) {
    super(message);
  }
}
/** The refresh token was refused or revoked: only the member reconnecting helps. */
export class CalendarAuthError extends Error {}
export class CalendarApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Seconds to wait from a Retry-After header (delta seconds or an HTTP date), at least 1, at most 1 hour. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 30;
  const n = Number(header);
  const s = Number.isFinite(n) ? n : Math.ceil((Date.parse(header) - now) / 1000);
  return Math.min(3600, Math.max(1, Number.isFinite(s) ? s : 30));
}

/** A push channel (Google events.watch, Graph subscription) for one calendar. */
export type PushChannel = { id: string; resourceId: string; expiresAt: number };
export interface PushCapable {
  watch(calendarId: string, channel: { id: string; token: string; address: string; ttlSeconds: number }): Promise<PushChannel>;
  stopWatch(channel: { id: string; resourceId: string }): Promise<void>;
}
