import type { IdempotencyRecord } from '../../contracts/idempotency';
import { RELAY_MESSAGES } from '../../contracts/relay';
import type { RelayBend, RelayBook, RelaySlotDto } from '../../contracts/relay-sessions';
import type { ErrorKind } from '../errors';
import {
  SESSION_TTL_MS,
  stateFromRow,
  type OpenCommand,
  type RelayBooking,
  type RelayHold,
  type RelayState,
  type SessionSnapshot,
} from './state';

export type SlotQuery = { from: string; to: string; timezone: string; bend: RelayBend };
export type BookRequest = RelayBook & { idempotency: IdempotencyRecord | null };
/** What the routing log records the first time a session's slots are shown. */
export type SlotsShown = { count: number; firstStart: string | null; lastStart: string | null; timezone: string; at: string };

/**
 * What happens to a session: the booker's and the alarm's calls (`actor` is the signed-in booker, null
 * for a prospect on a link), then what the object's effects report back once their D1 change is made.
 */
export type RelayEvent =
  | { type: 'open'; request: OpenCommand }
  | { type: 'view'; actor: string | null }
  | { type: 'show_slots'; actor: string | null; query: SlotQuery }
  | { type: 'hold'; actor: string | null; start: string; bend: RelayBend }
  | { type: 'book'; actor: string | null; request: BookRequest }
  | { type: 'expire' }
  | { type: 'opened'; request: OpenCommand; row: SessionSnapshot }
  | { type: 'slots_listed'; slots: RelaySlotDto[]; timezone: string }
  | { type: 'held'; hold: RelayHold }
  | { type: 'booked'; booking: RelayBooking }
  | { type: 'closed' };

/**
 * What the object performs for a transition, in order: each D1 effect may report an event back; `alarm`
 * (null: none) is set once the new state is stored.
 */
export type RelayEffect =
  | { type: 'open_session'; request: OpenCommand }
  | { type: 'list_slots'; sessionId: string; query: SlotQuery }
  | { type: 'record_slots_shown'; sessionId: string; accountId: string; shown: SlotsShown }
  | { type: 'hold_slot'; sessionId: string; start: string; bend: RelayBend }
  | { type: 'book_session'; sessionId: string; request: BookRequest; timezone: string; heldUserId: string | null }
  | { type: 'close_session'; sessionId: string }
  | { type: 'alarm'; at: number | null };

export type RelayRefusal = { kind: ErrorKind; code: string; detail: string };
/** The state after an event and the effects to perform, or why the event was refused (state unchanged). */
export type RelayTransition = { ok: true; state: RelayState | null; effects: RelayEffect[] } | { ok: false; error: RelayRefusal };

const FINAL: ReadonlySet<RelayState['status']> = new Set(['booked', 'expired']);
/** Whether nothing can happen to the session any more. */
export const isFinal = (st: RelayState) => FINAL.has(st.status);

const refuse = (kind: ErrorKind, code: string, detail: string): RelayTransition => ({ ok: false, error: { kind, code, detail } });
const notFound = () => refuse('not_found', 'not_found', 'Relay session not found');
const otherBooker = () => refuse('conflict', 'other_booker', RELAY_MESSAGES.otherBooker);
const ended = () => refuse('conflict', 'session_ended', RELAY_MESSAGES.sessionEnded);
const same = (state: RelayState | null, effects: RelayEffect[] = []): RelayTransition => ({ ok: true, state, effects });
/** A changed state: its alarm follows it (the expiry while open, none once final). */
const moved = (state: RelayState, effects: RelayEffect[] = []): RelayTransition => ({
  ok: true,
  state,
  effects: [...effects, { type: 'alarm', at: state.status === 'open' ? state.expiresAt : null }],
});

const isState = (x: RelayTransition | RelayState): x is RelayState => 'sessionId' in x;

/** Who may act on the session: the booker who opened it (a link session: only a prospect with no sign-in). */
function owner(state: RelayState | null, actor: string | null): RelayTransition | RelayState {
  if (!state) return notFound();
  if (state.bookerUserId !== actor) return otherBooker();
  return state;
}

/** The owner's open session with its expiry moved on, since the booker is still at it; refused once ended or past expiry. */
function live(state: RelayState | null, actor: string | null, now: number): RelayTransition | RelayState {
  const st = owner(state, actor);
  if (!isState(st)) return st;
  if (st.status !== 'open' || now >= st.expiresAt) return ended();
  return { ...st, expiresAt: now + SESSION_TTL_MS };
}

/** The slots' summary for the routing log: only slots free without any bend count as shown. */
export function slotsShown(slots: RelaySlotDto[], timezone: string, now: number): SlotsShown {
  const free = slots.filter((x) => !x.conflict);
  return {
    count: free.length,
    firstStart: free[0]?.start ?? null,
    lastStart: free.at(-1)?.start ?? null,
    timezone,
    at: new Date(now).toISOString(),
  };
}

/**
 * The relay session's one decision function: the state, an event and the clock in, the next state and
 * the effects to perform out. Booked and expired are final; a session is booked at most once; the
 * expiry alarm ends only a session still open past its expiry.
 */
export function relayTransition(state: RelayState | null, event: RelayEvent, now: number): RelayTransition {
  switch (event.type) {
    case 'open': {
      // A repeat (double click, retry) answers the same session, to its booker only.
      if (state) {
        const st = owner(state, event.request.bookerUserId);
        return isState(st) ? same(st) : st;
      }
      return same(null, [{ type: 'open_session', request: event.request }]);
    }
    case 'opened': {
      if (state) return same(state);
      const st = stateFromRow(event.row, event.request.prospect.timezone, now);
      // A stored session opened by another booker stays theirs: nothing is kept for this caller.
      if (st.bookerUserId !== event.request.bookerUserId) return otherBooker();
      return moved(st);
    }
    case 'view': {
      const st = owner(state, event.actor);
      return isState(st) ? same(st) : st;
    }
    case 'show_slots': {
      const st = live(state, event.actor, now);
      return isState(st) ? moved(st, [{ type: 'list_slots', sessionId: st.sessionId, query: event.query }]) : st;
    }
    case 'slots_listed': {
      if (!state || state.status !== 'open') return same(state);
      const record: RelayEffect[] = state.slotsShown
        ? []
        : [
            {
              type: 'record_slots_shown',
              sessionId: state.sessionId,
              accountId: state.accountId,
              shown: slotsShown(event.slots, event.timezone, now),
            },
          ];
      return moved({ ...state, slotsShown: true }, record);
    }
    case 'hold': {
      const st = live(state, event.actor, now);
      return isState(st) ? moved(st, [{ type: 'hold_slot', sessionId: st.sessionId, start: event.start, bend: event.bend }]) : st;
    }
    case 'held':
      return state && state.status === 'open' ? moved({ ...state, hold: event.hold }) : same(state);
    case 'book': {
      const current = owner(state, event.actor);
      if (!isState(current)) return current;
      // After a booking, every further call (double click, retry) gets that booking back.
      if (current.status === 'booked' && current.booking) return same(current);
      const st = live(current, event.actor, now);
      if (!isState(st)) return st;
      // The member this session holds the time for takes it, if still free: the hold chose them (truly free ones first).
      const heldUserId = st.hold && Date.parse(st.hold.start) === Date.parse(event.request.start) ? st.hold.userId : null;
      return moved(st, [{ type: 'book_session', sessionId: st.sessionId, request: event.request, timezone: st.timezone, heldUserId }]);
    }
    case 'booked':
      return state && state.status === 'open' ? moved({ ...state, status: 'booked', booking: event.booking, hold: null }) : same(state);
    case 'expire': {
      if (!state || state.status !== 'open') return same(state);
      // Touched since the alarm was set: wait for the new expiry.
      if (now < state.expiresAt) return same(state, [{ type: 'alarm', at: state.expiresAt }]);
      return same(state, [{ type: 'close_session', sessionId: state.sessionId }]);
    }
    case 'closed':
      return state && state.status === 'open' ? moved({ ...state, status: 'expired', hold: null }) : same(state);
  }
}
