import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { ApiProblem } from '../../contracts/common';
import type { BookedBySource, RelayBend, RelayBook, RelaySlotDto } from '../../contracts/relay';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { DomainError, notFound, type ErrorKind } from '../../core/errors';
import { bookRelaySession, expireRelaySession } from './book';
import { openRelaySession, SESSION_TTL_MS, type OpenCommand } from './open';
import { holdSlot, relaySlots } from './slots';
import * as repo from './repo';

// The steps a RelaySession object runs, one at a time, each a complete D1 change (one statement or
// one batch): the object orders them and remembers where the session stands; D1 stays the truth.
// The object builds the Db handle (it has no request to take one from) and passes it to each step.

export { SESSION_TTL_MS };
const iso = (ms: number) => new Date(ms).toISOString();

/** What the object keeps per session. */
export type RelayState = {
  sessionId: string;
  accountId: string;
  relayId: string;
  bookerUserId: string | null;
  source: BookedBySource;
  timezone: string;
  status: 'open' | 'booked' | 'expired';
  expiresAt: number;
  hold: { start: string; userId: string; expiresAt: string } | null;
  booking: { meetingId: string; start: string; end: string; hostName: string; manage?: unknown } | null;
  slotsShown: boolean;
};

/** An answer that crosses the object's RPC boundary: a DomainError travels as data and is rebuilt on the other side. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: { kind: ErrorKind; code: string; detail: string; pointer?: string; extra: ApiProblem[] } };

export function failure(e: unknown): Outcome<never> {
  if (e instanceof DomainError) return { ok: false, error: { kind: e.kind, code: e.code, detail: e.message, pointer: e.pointer, extra: e.extra } };
  throw e;
}
export function unwrap<T>(o: Outcome<T>): T {
  if (o.ok) return o.value;
  throw new DomainError(o.error.kind, o.error.code, o.error.detail, o.error.pointer, o.error.extra);
}

async function row(db: Db, sessionId: string) {
  const s = await repo.findSession(db, sessionId);
  if (!s) throw notFound('Relay session');
  return s;
}

/** The state a session's stored row implies: what the object rebuilds after losing its own (a crash before its write). */
export function stateFromRow(s: repo.SessionRow, timezone: string, now: number): RelayState {
  const status = s.outcome === 'booked' ? 'booked' : s.outcome === 'pending' ? 'open' : 'expired';
  const booking = s.decision?.booking ? { meetingId: s.decision.booking.meetingId, start: s.decision.booking.start, end: s.decision.booking.end, hostName: '' } : null;
  return {
    sessionId: s.id,
    accountId: s.accountId,
    relayId: s.routerId ?? '',
    bookerUserId: s.bookedByUserId,
    source: (s.bookedBySource ?? 'routewise_app') as BookedBySource,
    timezone,
    status,
    expiresAt: now + SESSION_TTL_MS,
    hold: null,
    booking,
    slotsShown: !!s.decision?.slotsShown,
  };
}

export const findRow = (db: Db, sessionId: string) => repo.findSession(db, sessionId);

export async function open(env: Env, db: Db, cmd: OpenCommand): Promise<RelayState> {
  const s = await openRelaySession(env, db, cmd);
  return {
    sessionId: s.id,
    accountId: s.accountId,
    relayId: cmd.relayId,
    bookerUserId: cmd.bookerUserId,
    source: cmd.source,
    timezone: cmd.prospect.timezone,
    status: s.outcome === 'pending' ? 'open' : 'expired',
    expiresAt: cmd.now + SESSION_TTL_MS,
    hold: null,
    booking: null,
    slotsShown: false,
  };
}

export async function slots(db: Db, st: RelayState, q: { from: string; to: string; timezone: string; bend: RelayBend }, now: number): Promise<RelaySlotDto[]> {
  const s = await row(db, st.sessionId);
  const list = await relaySlots(db, s, q, now);
  if (!st.slotsShown) {
    const free = list.filter((x) => !x.conflict);
    const shown = { count: free.length, firstStart: free[0]?.start ?? null, lastStart: free.at(-1)?.start ?? null, timezone: q.timezone, at: iso(now) };
    await repo.updateSessionStmt(db, s.accountId, s.id, { updatedAt: now }, { set: { slotsShown: shown }, push: { events: [{ at: iso(now), type: 'slots_shown', detail: `${free.length} slot(s) shown in ${q.timezone}` }] } }).run();
  }
  return list;
}

export async function hold(env: Env, db: Db, st: RelayState, start: string, now: number, bend: RelayBend) {
  return holdSlot(env, db, await row(db, st.sessionId), Date.parse(start), now, bend);
}

export async function book(env: Env, db: Db, st: RelayState, cmd: RelayBook & { idempotency: IdempotencyRecord | null }, now: number) {
  const s = await row(db, st.sessionId);
  // The member this session holds the time for takes it, if still free: the hold chose them (truly free ones first).
  const heldUserId = st.hold?.start && Date.parse(st.hold.start) === Date.parse(cmd.start) ? st.hold.userId : null;
  const res = await bookRelaySession(env, db, s, { ...cmd, timezone: st.timezone, heldUserId, now });
  return { meetingId: res.meetingId, start: res.booking.start, end: res.booking.end, hostName: res.hostName, manage: res.booking };
}

export async function expire(db: Db, st: RelayState, now: number) {
  await expireRelaySession(db, await row(db, st.sessionId), now);
}
