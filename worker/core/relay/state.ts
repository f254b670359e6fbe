import type { UtmValues } from '../../contracts/utm-params';
import type { BookedBySource } from '../../contracts/relay';
import type { DecisionRecord } from '../../contracts/routing-decision';

/** A session left alone this long ends by its object's alarm, logged as not booked. */
export const SESSION_TTL_MS = 15 * 60_000;

/** The time a session holds for its booker, in the member's name. */
export type RelayHold = { start: string; userId: string; expiresAt: string };
/** The meeting a session was booked as (`manage` is the booking answer the page shows after booking). */
export type RelayBooking = { meetingId: string; start: string; end: string; hostName: string; manage?: unknown };

/** What the session's object keeps: where the handoff stands, between the booker's calls. */
export type RelayState = {
  sessionId: string;
  accountId: string;
  relayId: string;
  bookerUserId: string | null;
  source: BookedBySource;
  timezone: string;
  status: 'open' | 'booked' | 'expired';
  expiresAt: number;
  hold: RelayHold | null;
  booking: RelayBooking | null;
  slotsShown: boolean;
};

/** A booker's or a link's request to open a session: the routing inputs its first decision is made from. */
export type OpenCommand = {
  sessionId: string;
  accountId: string;
  relayId: string;
  source: BookedBySource;
  bookerUserId: string | null;
  prospect: { name: string; email: string; timezone: string };
  recipient: string;
  answers: Record<string, string>;
  /** A pod link, or a booker overriding the pod where the relay allows it. */
  podId?: string;
  /** A rep's relay link, or a booker choosing the assignee where the relay allows it. */
  assigneeUserId?: string;
  /** The booker's other meeting type for this handoff (checked against the relay's flag by the caller). */
  meetingTypeId?: string;
  linkId?: string | null;
  /** The UTM values the session came with (a link page's URL, the extension's tab), present ones only. */
  utm?: UtmValues;
  now: number;
};

/** The parts of a session's routing-log row the object's state is rebuilt from (a stored row or the one just inserted). */
export type SessionSnapshot = {
  id: string;
  accountId: string;
  routerId?: string | null;
  bookedByUserId?: string | null;
  bookedBySource?: string | null;
  outcome?: string;
  decision?: Pick<DecisionRecord, 'booking' | 'slotsShown'> | null;
};

/** The state a session's row implies: a new session's, or what an object that lost its own (a crash before its write) rebuilds. */
export function stateFromRow(s: SessionSnapshot, timezone: string, now: number): RelayState {
  const status = s.outcome === 'booked' ? 'booked' : s.outcome === 'pending' ? 'open' : 'expired';
  const b = s.decision?.booking;
  return {
    sessionId: s.id,
    accountId: s.accountId,
    relayId: s.routerId ?? '',
    bookerUserId: s.bookedByUserId ?? null,
    source: (s.bookedBySource ?? 'routewise_app') as BookedBySource,
    timezone,
    status,
    expiresAt: now + SESSION_TTL_MS,
    hold: null,
    booking: b ? { meetingId: b.meetingId, start: b.start, end: b.end, hostName: '' } : null,
    slotsShown: !!s.decision?.slotsShown,
  };
}
