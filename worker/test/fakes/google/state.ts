// The one state the three Google hosts share (the token endpoint must know the codes the authorize page
// issued), and the calendar bookkeeping every route uses: accounts made on first sight, event sequence
// numbers, etags, and channel notifications.
import type { Answer, FailQueue } from '../calendar-kit';

export type GEvent = {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  attendees?: { email: string; displayName?: string; responseStatus: string; organizer?: boolean; self?: boolean }[];
  conferenceData?: Record<string, unknown>;
  hangoutLink?: string;
  extendedProperties?: { private?: Record<string, string> };
  /** A series master (RRULE lines; the fake knows FREQ=DAILY|WEEKLY with COUNT), or one instance's exception. */
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: { dateTime: string };
  etag: string;
  updated: string;
  seq: number;
};
export type GCalendar = {
  id: string;
  summary: string;
  timeZone: string;
  primary: boolean;
  accessRole: 'owner' | 'reader';
  events: Map<string, GEvent>;
  seq: number;
  generation: number;
};
export type Account = { email: string; calendars: Map<string, GCalendar>; sentUpdates: { eventId: string; sendUpdates: string }[] };
export type GoogleChannel = {
  id: string;
  resourceId: string;
  token?: string;
  address: string;
  calendarId: string;
  email: string;
  expiration: number;
  stopped: boolean;
};

export const API_ERROR = (code: number, message: string, reason: string, status?: string): Answer => ({
  status: code,
  body: { error: { code, message, errors: [{ domain: 'global', reason, message }], ...(status ? { status } : {}) } },
});

/**
 * `push` delivers the change notifications of watch channels (Google POSTs them to the channel's address).
 * Only a fake served next to a running app passes it (scripts/fake-vendors.mjs): in the workerd tests the
 * app is not listening at its APP_URL, whatever answers there (a developer's `npm start`) does not know
 * the channel, so those tests push by hand (GET /__fake/channels) and the fake sends nothing itself.
 */
export type FakeGoogleOptions = { push?: (address: string, init: RequestInit) => Promise<Response> };

export type GoogleState = ReturnType<typeof createGoogleState>;

export function createGoogleState(options: FakeGoogleOptions) {
  const accounts = new Map<string, Account>();
  const codes = new Map<string, { email: string; clientId: string; redirectUri: string; challenge: string; scope: string }>();
  const access = new Map<string, { email: string; expiresAt: number; scope: string }>();
  const refresh = new Map<string, { email: string; clientId: string; scope: string }>();
  const channels = new Map<string, GoogleChannel>();
  const fails: FailQueue = [];
  const calls = new Map<string, number>();

  function account(email: string): Account {
    let a = accounts.get(email);
    if (!a) {
      a = { email, calendars: new Map(), sentUpdates: [] };
      a.calendars.set(email, {
        id: email,
        summary: email,
        timeZone: 'UTC',
        primary: true,
        accessRole: 'owner',
        events: new Map(),
        seq: 0,
        generation: 0,
      });
      a.calendars.set(`team-${email}`, {
        id: `team-${email}`,
        summary: 'Team holidays',
        timeZone: 'UTC',
        primary: false,
        accessRole: 'reader',
        events: new Map(),
        seq: 0,
        generation: 0,
      });
      accounts.set(email, a);
    }
    return a;
  }

  /** Tells every live channel of a calendar that it changed, as Google does (best effort, no retries). */
  function notify(email: string, calendarId: string) {
    const push = options.push;
    if (!push) return;
    for (const ch of channels.values()) {
      if (ch.stopped || ch.email !== email || ch.calendarId !== calendarId || ch.expiration < Date.now()) continue;
      const headers: Record<string, string> = {
        'x-goog-channel-id': ch.id,
        'x-goog-resource-id': ch.resourceId,
        'x-goog-resource-state': 'exists',
        'x-goog-message-number': String(Date.now()),
      };
      if (ch.token) headers['x-goog-channel-token'] = ch.token;
      push(ch.address, { method: 'POST', headers }).then(
        (r) => r.body?.cancel(),
        () => undefined,
      );
    }
  }

  function touch(email: string, cal: GCalendar, ev: GEvent) {
    cal.seq += 1;
    ev.seq = cal.seq;
    ev.etag = `"${cal.seq}${Date.now()}"`;
    ev.updated = new Date().toISOString();
    notify(email, cal.id);
  }

  const toApi = (e: GEvent) => {
    const { seq: _seq, ...rest } = e;
    return { kind: 'calendar#event', ...rest };
  };

  return { accounts, codes, access, refresh, channels, fails, calls, account, touch, toApi };
}
