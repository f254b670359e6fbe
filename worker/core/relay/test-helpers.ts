import type { BookRequest } from './session';
import type { OpenCommand, RelayState, SessionSnapshot } from './state';
import { SESSION_TTL_MS } from './state';

export const T0 = Date.parse('2026-03-02T09:00:00Z');

/** An open session of `booker`, opened at T0. */
export const openState = (over: Partial<RelayState> = {}): RelayState => ({
  sessionId: 's1',
  accountId: 'a1',
  relayId: 'r1',
  bookerUserId: 'booker',
  source: 'routewise_app',
  timezone: 'Europe/Berlin',
  status: 'open',
  expiresAt: T0 + SESSION_TTL_MS,
  hold: null,
  booking: null,
  slotsShown: false,
  ...over,
});

export const openRequest = (over: Partial<OpenCommand> = {}): OpenCommand => ({
  sessionId: 's1',
  accountId: 'a1',
  relayId: 'r1',
  source: 'routewise_app',
  bookerUserId: 'booker',
  prospect: { name: 'Pat', email: 'pat@example.com', timezone: 'Europe/Berlin' },
  recipient: '',
  answers: {},
  now: T0,
  ...over,
});

export const sessionRow = (over: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  id: 's1',
  accountId: 'a1',
  routerId: 'r1',
  bookedByUserId: 'booker',
  bookedBySource: 'routewise_app',
  outcome: 'pending',
  decision: { booking: null, slotsShown: null },
  ...over,
});

export const bookRequest = (start: string): BookRequest => ({
  start,
  guests: [],
  internalGuestIds: [],
  notes: '',
  overrideEvents: false,
  outsideHours: false,
  idempotency: null,
});

export const NO_BEND = { overrideEvents: false, outsideHours: false };
export const booking = { meetingId: 'm1', start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T10:30:00.000Z', hostName: 'Rep' };
