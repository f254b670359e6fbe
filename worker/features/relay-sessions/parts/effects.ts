import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { notFound } from '../../../core/errors';
import type { RelayEffect, RelayEvent } from '../../../core/relay/session';
import { bookRelaySession, expireRelaySession } from './book';
import { openRelaySession } from './open';
import { holdSlot, relaySlots } from './slots';
import * as repo from '../repo';

// The D1 side of the relay session's transitions (core/relay/session.ts): each effect is one complete
// D1 change (one statement or one batch) that its object performs in order, reporting back what the
// next transition needs. Nothing here decides whether a step may happen: the core already has.

async function row(db: Db, sessionId: string) {
  const s = await repo.findSession(db, sessionId);
  if (!s) throw notFound('Relay session');
  return s;
}

/** Performs one effect the core asked for; the event it reports, if any, goes back to the core. */
export async function performRelayEffect(env: Env, db: Db, effect: RelayEffect, now: number): Promise<RelayEvent | null> {
  switch (effect.type) {
    case 'open_session': {
      // A row already there (the object lost its state after writing it) is the session: no second decision, no second pod turn.
      const stored = await repo.findSession(db, effect.request.sessionId);
      return { type: 'opened', request: effect.request, row: stored ?? (await openRelaySession(env, db, effect.request)) };
    }
    case 'list_slots':
      return {
        type: 'slots_listed',
        slots: await relaySlots(db, await row(db, effect.sessionId), effect.query, now),
        timezone: effect.query.timezone,
      };
    case 'record_slots_shown': {
      const { shown } = effect;
      const event = { at: shown.at, type: 'slots_shown' as const, detail: `${shown.count} slot(s) shown in ${shown.timezone}` };
      await repo
        .updateSessionStmt(
          db,
          effect.accountId,
          effect.sessionId,
          { updatedAt: now },
          { set: { slotsShown: shown }, push: { events: [event] } },
        )
        .run();
      return null;
    }
    case 'hold_slot':
      return { type: 'held', hold: await holdSlot(env, db, await row(db, effect.sessionId), Date.parse(effect.start), now, effect.bend) };
    case 'book_session': {
      const res = await bookRelaySession(env, db, await row(db, effect.sessionId), {
        ...effect.request,
        timezone: effect.timezone,
        heldUserId: effect.heldUserId,
        now,
      });
      return {
        type: 'booked',
        booking: { meetingId: res.meetingId, start: res.booking.start, end: res.booking.end, hostName: res.hostName, manage: res.booking },
      };
    }
    case 'close_session':
      await expireRelaySession(db, await row(db, effect.sessionId), now);
      return { type: 'closed' };
    case 'alarm':
      return null;
  }
}
