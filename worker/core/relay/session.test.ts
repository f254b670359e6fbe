import { describe, expect, it } from 'vitest';
import { RELAY_MESSAGES } from '../../contracts/relay';
import { relayTransition, slotsShown, type RelayEffect, type RelayEvent, type RelayTransition } from './session';
import { SESSION_TTL_MS, type RelayState } from './state';
import { booking, bookRequest, NO_BEND, openRequest, openState, sessionRow, T0 } from './test-helpers';

const later = T0 + 60_000;
const hold = { start: '2026-03-03T10:00:00.000Z', userId: 'rep-2', expiresAt: '2026-03-02T09:03:00.000Z' };
const alarm = (at: number | null): RelayEffect => ({ type: 'alarm', at });
const ok = (state: RelayState | null, effects: RelayEffect[] = []): RelayTransition => ({ ok: true, state, effects });
const refused = (code: string) => expect.objectContaining({ ok: false, error: expect.objectContaining({ code }) });

type Row = { name: string; state: RelayState | null; event: RelayEvent; now?: number; expect: unknown };

const rows: Row[] = [
  // Opening
  {
    name: 'open with nothing stored asks for the session',
    state: null,
    event: { type: 'open', request: openRequest() },
    expect: ok(null, [{ type: 'open_session', request: openRequest() }]),
  },
  {
    name: 'open again (double click, retry) answers the same session',
    state: openState(),
    event: { type: 'open', request: openRequest() },
    expect: ok(openState()),
  },
  {
    name: 'open by another booker is refused',
    state: openState(),
    event: { type: 'open', request: openRequest({ bookerUserId: 'rival' }) },
    expect: refused('other_booker'),
  },
  {
    name: 'a new pending row opens the session with its expiry armed',
    state: null,
    event: { type: 'opened', request: openRequest(), row: sessionRow() },
    expect: ok(openState(), [alarm(T0 + SESSION_TTL_MS)]),
  },
  {
    name: 'a row the routing decided not to book (no assignee) opens an ended session',
    state: null,
    event: { type: 'opened', request: openRequest(), row: sessionRow({ outcome: 'not_booked' }) },
    expect: ok(openState({ status: 'expired' }), [alarm(null)]),
  },
  {
    name: 'a booked row rebuilds the booking it holds',
    state: null,
    event: {
      type: 'opened',
      request: openRequest(),
      row: sessionRow({ outcome: 'booked', decision: { booking: { ...booking, hostUserId: 'rep', at: 'x' }, slotsShown: null } }),
    },
    expect: ok(openState({ status: 'booked', booking: { meetingId: 'm1', start: booking.start, end: booking.end, hostName: '' } }), [
      alarm(null),
    ]),
  },
  {
    name: 'a stored row of another booker stays theirs',
    state: null,
    event: { type: 'opened', request: openRequest(), row: sessionRow({ bookedByUserId: 'rival' }) },
    expect: refused('other_booker'),
  },
  {
    name: 'a link session (no booker) opens for the prospect',
    state: null,
    event: {
      type: 'opened',
      request: openRequest({ bookerUserId: null, source: 'relay_link' }),
      row: sessionRow({ bookedByUserId: null, bookedBySource: 'relay_link' }),
    },
    expect: ok(openState({ bookerUserId: null, source: 'relay_link' }), [alarm(T0 + SESSION_TTL_MS)]),
  },
  // Viewing
  { name: 'view of a session never opened here', state: null, event: { type: 'view', actor: 'booker' }, expect: refused('not_found') },
  { name: 'view by another booker', state: openState(), event: { type: 'view', actor: 'rival' }, expect: refused('other_booker') },
  {
    name: 'view by a prospect of a booker session',
    state: openState(),
    event: { type: 'view', actor: null },
    expect: refused('other_booker'),
  },
  { name: 'view by its booker changes nothing', state: openState(), event: { type: 'view', actor: 'booker' }, expect: ok(openState()) },
  // Slots
  {
    name: 'slots move the expiry on and are listed',
    state: openState(),
    event: { type: 'show_slots', actor: 'booker', query: { from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND } },
    now: later,
    expect: ok(openState({ expiresAt: later + SESSION_TTL_MS }), [
      { type: 'list_slots', sessionId: 's1', query: { from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND } },
      alarm(later + SESSION_TTL_MS),
    ]),
  },
  {
    name: 'slots past the expiry: the session has ended',
    state: openState(),
    event: { type: 'show_slots', actor: 'booker', query: { from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND } },
    now: T0 + SESSION_TTL_MS,
    expect: refused('session_ended'),
  },
  {
    name: 'slots of a booked session',
    state: openState({ status: 'booked', booking }),
    event: { type: 'show_slots', actor: 'booker', query: { from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND } },
    expect: refused('session_ended'),
  },
  {
    name: 'slots listed the first time are recorded in the routing log',
    state: openState(),
    event: { type: 'slots_listed', slots: [{ start: 'x1', end: 'y1', conflict: false, outsideHours: false }], timezone: 'UTC' },
    now: later,
    expect: ok(openState({ slotsShown: true }), [
      {
        type: 'record_slots_shown',
        sessionId: 's1',
        accountId: 'a1',
        shown: slotsShown([{ start: 'x1', end: 'y1', conflict: false, outsideHours: false }], 'UTC', later),
      },
      alarm(T0 + SESSION_TTL_MS),
    ]),
  },
  {
    name: 'slots listed again are not recorded twice',
    state: openState({ slotsShown: true }),
    event: { type: 'slots_listed', slots: [], timezone: 'UTC' },
    expect: ok(openState({ slotsShown: true }), [alarm(T0 + SESSION_TTL_MS)]),
  },
  // Holding
  {
    name: 'hold asks for the slot',
    state: openState(),
    event: { type: 'hold', actor: 'booker', start: hold.start, bend: NO_BEND },
    now: later,
    expect: ok(openState({ expiresAt: later + SESSION_TTL_MS }), [
      { type: 'hold_slot', sessionId: 's1', start: hold.start, bend: NO_BEND },
      alarm(later + SESSION_TTL_MS),
    ]),
  },
  {
    name: 'hold by another booker',
    state: openState(),
    event: { type: 'hold', actor: 'rival', start: hold.start, bend: NO_BEND },
    expect: refused('other_booker'),
  },
  {
    name: 'a held slot is kept (a new one replaces it)',
    state: openState({ hold: { ...hold, userId: 'rep-1' } }),
    event: { type: 'held', hold },
    expect: ok(openState({ hold }), [alarm(T0 + SESSION_TTL_MS)]),
  },
  // Booking
  {
    name: 'book the held time: the held member takes it',
    state: openState({ hold }),
    event: { type: 'book', actor: 'booker', request: bookRequest('2026-03-03T10:00:00Z') },
    now: later,
    expect: ok(openState({ hold, expiresAt: later + SESSION_TTL_MS }), [
      {
        type: 'book_session',
        sessionId: 's1',
        request: bookRequest('2026-03-03T10:00:00Z'),
        timezone: 'Europe/Berlin',
        heldUserId: 'rep-2',
      },
      alarm(later + SESSION_TTL_MS),
    ]),
  },
  {
    name: 'book another time than the held one: no member is preferred',
    state: openState({ hold }),
    event: { type: 'book', actor: 'booker', request: bookRequest('2026-03-03T11:00:00Z') },
    expect: ok(openState({ hold }), [
      { type: 'book_session', sessionId: 's1', request: bookRequest('2026-03-03T11:00:00Z'), timezone: 'Europe/Berlin', heldUserId: null },
      alarm(T0 + SESSION_TTL_MS),
    ]),
  },
  {
    name: 'book again after booking answers the booking',
    state: openState({ status: 'booked', booking }),
    event: { type: 'book', actor: 'booker', request: bookRequest('2026-03-04T10:00:00Z') },
    expect: ok(openState({ status: 'booked', booking })),
  },
  {
    name: 'book by another booker after booking is still refused',
    state: openState({ status: 'booked', booking }),
    event: { type: 'book', actor: 'rival', request: bookRequest(booking.start) },
    expect: refused('other_booker'),
  },
  {
    name: 'book an expired session',
    state: openState({ status: 'expired' }),
    event: { type: 'book', actor: 'booker', request: bookRequest(booking.start) },
    expect: refused('session_ended'),
  },
  {
    name: 'book past the expiry before the alarm ran',
    state: openState(),
    event: { type: 'book', actor: 'booker', request: bookRequest(booking.start) },
    now: T0 + SESSION_TTL_MS + 1,
    expect: refused('session_ended'),
  },
  {
    name: 'booked: the session is final, its hold gone, its alarm off',
    state: openState({ hold }),
    event: { type: 'booked', booking },
    expect: ok(openState({ status: 'booked', booking }), [alarm(null)]),
  },
  {
    name: 'a second booked report changes nothing',
    state: openState({ status: 'booked', booking }),
    event: { type: 'booked', booking: { ...booking, meetingId: 'm2' } },
    expect: ok(openState({ status: 'booked', booking })),
  },
  // Expiry
  { name: 'expire with nothing stored', state: null, event: { type: 'expire' }, expect: ok(null) },
  {
    name: 'expire before the expiry re-arms the alarm',
    state: openState(),
    event: { type: 'expire' },
    now: later,
    expect: ok(openState(), [alarm(T0 + SESSION_TTL_MS)]),
  },
  {
    name: 'expire at the expiry closes the session',
    state: openState(),
    event: { type: 'expire' },
    now: T0 + SESSION_TTL_MS,
    expect: ok(openState(), [{ type: 'close_session', sessionId: 's1' }]),
  },
  {
    name: 'expire after booking does nothing',
    state: openState({ status: 'booked', booking }),
    event: { type: 'expire' },
    now: T0 + 2 * SESSION_TTL_MS,
    expect: ok(openState({ status: 'booked', booking })),
  },
  {
    name: 'closed: the session is final, its hold gone, its alarm off',
    state: openState({ hold }),
    event: { type: 'closed' },
    expect: ok(openState({ status: 'expired' }), [alarm(null)]),
  },
  {
    name: 'a closed report after booking changes nothing',
    state: openState({ status: 'booked', booking }),
    event: { type: 'closed' },
    expect: ok(openState({ status: 'booked', booking })),
  },
];

describe('relayTransition', () => {
  it.each(rows)('$name', ({ state, event, now, expect: want }) => {
    expect(relayTransition(state, event, now ?? T0)).toEqual(want);
  });

  it("refuses with the spec's wording", () => {
    const other = relayTransition(openState(), { type: 'view', actor: 'rival' }, T0);
    const ended = relayTransition(
      openState({ status: 'expired' }),
      { type: 'hold', actor: 'booker', start: hold.start, bend: NO_BEND },
      T0,
    );
    expect(other).toEqual({ ok: false, error: { kind: 'conflict', code: 'other_booker', detail: RELAY_MESSAGES.otherBooker } });
    expect(ended).toEqual({ ok: false, error: { kind: 'conflict', code: 'session_ended', detail: RELAY_MESSAGES.sessionEnded } });
  });

  it('never changes the state it is given', () => {
    const st = openState({ hold });
    const copy = structuredClone(st);
    relayTransition(st, { type: 'booked', booking }, T0);
    relayTransition(st, { type: 'show_slots', actor: 'booker', query: { from: 'a', to: 'b', timezone: 'UTC', bend: NO_BEND } }, later);
    expect(st).toEqual(copy);
  });
});

describe('slotsShown', () => {
  it('counts only the slots free without a bend, first and last in order', () => {
    const slots = [
      { start: 'a', end: 'a2', conflict: true, outsideHours: false },
      { start: 'b', end: 'b2', conflict: false, outsideHours: true },
      { start: 'c', end: 'c2', conflict: false, outsideHours: false },
      { start: 'd', end: 'd2', conflict: true, outsideHours: false },
    ];
    expect(slotsShown(slots, 'Asia/Tokyo', T0)).toEqual({
      count: 2,
      firstStart: 'b',
      lastStart: 'c',
      timezone: 'Asia/Tokyo',
      at: '2026-03-02T09:00:00.000Z',
    });
    expect(slotsShown([], 'UTC', T0)).toMatchObject({ count: 0, firstStart: null, lastStart: null });
  });
});
