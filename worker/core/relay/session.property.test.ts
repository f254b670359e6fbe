import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinal, relayTransition, type RelayEffect, type RelayEvent } from './session';
import { SESSION_TTL_MS, type RelayState } from './state';
import { booking, bookRequest, NO_BEND, openRequest, sessionRow, T0 } from './test-helpers';

const actor = fc.constantFrom<string | null>('booker', 'booker', 'booker', 'rival', null);
const start = fc.constantFrom('2026-03-03T10:00:00.000Z', '2026-03-03T10:30:00.000Z', '2026-03-03T11:00:00Z');
const call: fc.Arbitrary<RelayEvent> = fc.oneof(
  fc.record({ type: fc.constant('view' as const), actor }),
  fc.record({
    type: fc.constant('show_slots' as const),
    actor,
    query: fc.constant({ from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND }),
  }),
  fc.record({ type: fc.constant('hold' as const), actor, start, bend: fc.constant(NO_BEND) }),
  fc.record({ type: fc.constant('book' as const), actor, request: start.map(bookRequest) }),
  fc.constant({ type: 'expire' as const }),
  fc.constant({ type: 'open' as const, request: openRequest() }),
);
/** A call, how long after the previous one it comes, and whether its D1 effect succeeds (a taken slot, a failed batch). */
const step = fc.record({ event: call, after: fc.integer({ min: 0, max: 20 * 60_000 }), succeeds: fc.boolean() });
const anyEvent: fc.Arbitrary<RelayEvent> = fc.oneof(
  call,
  fc.constant({ type: 'booked' as const, booking: { ...booking, meetingId: 'other' } }),
  fc.constant({ type: 'closed' as const }),
  fc.constant({ type: 'held' as const, hold: { start: booking.start, userId: 'rep', expiresAt: 'x' } }),
  fc.constant<RelayEvent>({ type: 'slots_listed', slots: [], timezone: 'UTC' }),
  fc.constant({ type: 'opened' as const, request: openRequest(), row: sessionRow() }),
);

type Performed = { effect: RelayEffect; at: number; state: RelayState | null };

/** The object's loop, with D1 simulated: effects run in order, reports are decided next, and a failure or refusal keeps the stored state. */
function run(stored: RelayState | null, event: RelayEvent, now: number, succeeds: boolean, log: Performed[]): RelayState | null {
  let state = stored;
  const pending: Performed[] = [];
  const queue = [event];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const res = relayTransition(state, next, now);
    if (!res.ok) return stored;
    state = res.state;
    for (const effect of res.effects) {
      pending.push({ effect, at: now, state });
      if (effect.type === 'book_session' || effect.type === 'hold_slot') {
        if (!succeeds) return stored;
        queue.push(
          effect.type === 'book_session'
            ? { type: 'booked', booking: { ...booking, start: effect.request.start } }
            : { type: 'held', hold: { start: effect.start, userId: 'rep', expiresAt: 'x' } },
        );
      } else if (effect.type === 'list_slots') queue.push({ type: 'slots_listed', slots: [], timezone: 'UTC' });
      else if (effect.type === 'close_session') queue.push({ type: 'closed' });
      else if (effect.type === 'open_session') queue.push({ type: 'opened', request: effect.request, row: sessionRow() });
    }
  }
  log.push(...pending);
  return state;
}

function simulate(steps: { event: RelayEvent; after: number; succeeds: boolean }[]) {
  const log: Performed[] = [];
  let now = T0;
  let state = run(null, { type: 'open', request: openRequest() }, now, true, log);
  const history: (RelayState | null)[] = [state];
  for (const s of steps) {
    now += s.after;
    state = run(state, s.event, now, s.succeeds, log);
    history.push(state);
  }
  return { log, history };
}

const finalState = fc.record({
  status: fc.constantFrom('booked' as const, 'expired' as const),
  hold: fc.constant(null),
  slotsShown: fc.boolean(),
});

describe('relay session (property)', () => {
  it('no event moves a session out of a final state, nor asks for any D1 change', () => {
    fc.assert(
      fc.property(finalState, anyEvent, fc.integer({ min: 0, max: 3 * SESSION_TTL_MS }), (f, event, after) => {
        const st: RelayState = {
          ...run(null, { type: 'open', request: openRequest() }, T0, true, [])!,
          ...f,
          booking: f.status === 'booked' ? booking : null,
        };
        const res = relayTransition(st, event, T0 + after);
        if (!res.ok) return;
        expect(res.state).toEqual(st);
        expect(res.effects).toEqual([]);
      }),
    );
  });

  it('a session is booked at most once: one booking effect succeeds, and its booking never changes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const { log, history } = simulate(steps);
        const bookings = log.filter((p) => p.effect.type === 'book_session');
        expect(bookings.length).toBeLessThanOrEqual(1);
        const first = history.findIndex((s) => s?.status === 'booked');
        if (first >= 0) for (const s of history.slice(first)) expect(s).toEqual(history[first]);
      }),
    );
  });

  it('expiry wins only before booking: a session is closed only while open past its expiry, and never once booked', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const { log, history } = simulate(steps);
        const closes = log.filter((p) => p.effect.type === 'close_session');
        expect(closes.length).toBeLessThanOrEqual(1);
        for (const c of closes) {
          expect(c.state?.status).toBe('open');
          expect(c.at).toBeGreaterThanOrEqual(c.state!.expiresAt);
        }
        expect(history.some((s) => s?.status === 'booked') && closes.length > 0).toBe(false);
      }),
    );
  });

  it('the alarm follows the state: its expiry while open, none once final', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const { log } = simulate(steps);
        for (const p of log) {
          if (p.effect.type !== 'alarm') continue;
          if (p.state && isFinal(p.state)) expect(p.effect.at).toBeNull();
          else expect(p.effect.at).toBe(p.state!.expiresAt);
        }
      }),
    );
  });

  it('another booker never reaches D1 for a session', () => {
    const other = simulate([{ event: { type: 'book', actor: 'rival', request: bookRequest(booking.start) }, after: 0, succeeds: true }]);
    expect(other.log.some((p) => p.effect.type === 'book_session')).toBe(false);
  });
});
