import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Env } from '../../env';
import { getDb } from '../../db/client';
import { runBatch } from '../../db/batch';
import { accounts } from '../../db/schema/identity';
import { addOrg, db, signIn } from '../../test/client';
import { book, createLink, futureAt, openMeetingType } from '../../test/booking-helpers';
import { auditRowsMarked, recordEvent } from '../../test/event-helpers';
import { EVENT_HANDLERS } from '../../jobs/event-handlers';
import { auditStmt } from '../audit-log/service';
import { eventStmt, handleEvent, type EventHandler } from './service';
import { insertEventStmt } from './repo';

const E = env as unknown as Env;

/** A handle on the same D1 that counts round trips (a batch is one; so is each statement run alone). */
function countingDb() {
  const seen = { trips: 0 };
  const targets = new WeakMap<object, D1PreparedStatement>();
  const wrap = (s: D1PreparedStatement): D1PreparedStatement => {
    const p = new Proxy(s, {
      get(t, key) {
        if (key === 'bind') return (...args: unknown[]) => wrap(t.bind(...args));
        const v = Reflect.get(t, key, t);
        if (typeof v !== 'function') return v;
        if (key === 'all' || key === 'first' || key === 'run' || key === 'raw') seen.trips++;
        return v.bind(t);
      },
    });
    targets.set(p, s);
    return p;
  };
  const d1 = new Proxy(E.DB, {
    get(t, key) {
      if (key === 'prepare') return (q: string) => wrap(t.prepare(q));
      if (key === 'batch')
        return (list: D1PreparedStatement[]) => {
          seen.trips++;
          return t.batch(list.map((s) => targets.get(s) ?? s));
        };
      const v = Reflect.get(t, key, t);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
  return { db: getDb(d1 as D1Database), seen };
}

const handlingsOf = async (eventId: string) =>
  (
    await E.DB.prepare('select handler, status from event_handlings where event_id = ? order by handler')
      .bind(eventId)
      .all<{ handler: string; status: string }>()
  ).results;

/** Another copy of a booking's meeting.booked event, written for the test to handle itself: its id. */
async function recordBooked(accountId: string, meetingId: string) {
  const e = eventStmt(db(), {
    accountId,
    type: 'meeting.booked',
    subjectId: meetingId,
    payload: { meetingId, sessionId: null },
    occurredAt: Date.now(),
  });
  await runBatch(db(), [e.stmt]);
  return e.id;
}

describe('event handlers that have nothing to do', () => {
  it('a handler that does not apply is not run and its handling is done; one that applies still commits; their checks share one lookup', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    const marker = crypto.randomUUID();
    let built = 0;
    let skippedRan = false;
    const lookup = (d: Parameters<NonNullable<EventHandler['applies']>>[0]) => {
      built++;
      return d.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
    };
    const skipped: EventHandler = {
      name: 'skipped',
      types: ['meeting.cancelled'],
      applies: async (d, _e, ctx) => (await ctx.rows('account', () => lookup(d))).length === 0,
      async handle() {
        skippedRan = true;
        return [auditStmt(db(), { accountId, action: 'test_event', detail: { marker, from: 'skipped' }, at: Date.now() })];
      },
    };
    const applies: EventHandler = {
      name: 'applies',
      types: ['meeting.cancelled'],
      applies: async (d, _e, ctx) => (await ctx.rows('account', () => lookup(d))).length === 1,
      handle: async (_env, d, ev) => [auditStmt(d, { accountId: ev.accountId, action: 'test_event', detail: { marker }, at: Date.now() })],
    };
    const { db: counted, seen } = countingDb();
    expect(await handleEvent(E, counted, [skipped, applies], id)).toEqual({ result: 'done' });
    expect(skippedRan).toBe(false);
    expect(built).toBe(1);
    expect(await auditRowsMarked(accountId, marker)).toBe(1);
    expect(await handlingsOf(id)).toEqual([
      { handler: 'applies', status: 'done' },
      { handler: 'skipped', status: 'done' },
    ]);
    // The event with its handlings, the shared check, and one commit with the done mark.
    expect(seen.trips).toBe(3);
    const row = await E.DB.prepare('select done_at from domain_events where id = ?').bind(id).first<{ done_at: number | null }>();
    expect(row?.done_at).not.toBeNull();
  });

  it('a check that throws is retried like a failing handler; a commit that fails for one handler keeps the others', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    const marker = crypto.randomUUID();
    const broken: EventHandler = {
      name: 'broken-check',
      types: ['meeting.cancelled'],
      applies: async () => Promise.reject(new Error('lookup down')),
      handle: async () => [],
    };
    const ok: EventHandler = {
      name: 'ok',
      types: ['meeting.cancelled'],
      handle: async (_e, d, ev) => [auditStmt(d, { accountId: ev.accountId, action: 'test_event', detail: { marker }, at: Date.now() })],
    };
    // Its statement cannot commit (the event id exists already): only this handler fails.
    const clash: EventHandler = {
      name: 'clash',
      types: ['meeting.cancelled'],
      handle: async (_e, d) => [eventStmtWithId(d, accountId, id)],
    };
    const out = await handleEvent(E, db(), [broken, ok, clash], id);
    expect(out.result).toBe('retry');
    expect(await auditRowsMarked(accountId, marker)).toBe(1);
    expect(await handlingsOf(id)).toEqual([{ handler: 'ok', status: 'done' }]);
    const attempts = (
      await E.DB.prepare('select handler, last_error from event_attempts where event_id = ? order by handler')
        .bind(id)
        .all<{ handler: string; last_error: string }>()
    ).results;
    expect(attempts.map((a) => a.handler)).toEqual(['broken-check', 'clash']);
    expect(attempts[0].last_error).toBe('lookup down');
    const row = await E.DB.prepare('select done_at, attempts from domain_events where id = ?')
      .bind(id)
      .first<{ done_at: number | null; attempts: number }>();
    expect(row).toEqual({ done_at: null, attempts: 1 });
  });

  it('a booking in an organization with no video tool, calendar, workflow or signal: every handler but the rollups skips, in four round trips', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const type = await openMeetingType(admin, [o.admin.id], { locationType: 'phone' });
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: o.admin.id });
    const booked = await book(link.slug, { start: futureAt(11) });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id as string;
    // A second copy of the booking's event, handled here (the queue handles the booking's own).
    const eventId = await recordBooked(o.accountId, meetingId);
    const { db: counted, seen } = countingDb();
    expect(await handleEvent(E, counted, EVENT_HANDLERS, eventId)).toEqual({ result: 'done' });
    expect(seen.trips).toBe(4);
    expect((await handlingsOf(eventId)).map((h) => `${h.handler}:${h.status}`)).toEqual([
      'calendar-writer:done',
      'conferencing:done',
      'crm_mappings:done',
      'report-rollups:done',
      'signals:done',
      'workflows:done',
    ]);
    const count = async (table: string) =>
      (await E.DB.prepare(`select count(*) as n from ${table} where meeting_id = ?`).bind(meetingId).first<{ n: number }>())!.n;
    expect(await count('meeting_conferences')).toBe(0);
    expect(await count('meeting_calendar_events')).toBe(0);

    // With an active signal the signals handler applies again and fires.
    const signal = await admin.json('POST', '/api/signals', {
      name: 'Every booking',
      triggerType: 'on_user',
      event: 'meeting.booked',
      filters: [],
      frequency: 'every_time',
      notify: 'all_users',
      channels: [],
      actions: [],
      message: '',
    });
    expect(signal.status, JSON.stringify(signal.body)).toBe(201);
    const again = await recordBooked(o.accountId, meetingId);
    expect(await handleEvent(E, db(), EVENT_HANDLERS, again)).toEqual({ result: 'done' });
    const fired = await E.DB.prepare('select count(*) as n from signal_firings where event_id = ?').bind(again).first<{ n: number }>();
    expect(fired!.n).toBe(1);
  });
});

/** An insert of a domain event under an id that exists: fails its batch with a constraint error. */
const eventStmtWithId = (d: ReturnType<typeof db>, accountId: string, id: string) =>
  insertEventStmt(d, {
    id,
    accountId,
    type: 'meeting.cancelled',
    subjectId: id,
    payload: { meetingId: id, reason: 'x' },
    occurredAt: 1,
    dueAt: 1,
  });
