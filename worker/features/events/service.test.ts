import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../env';
import { eq, sql } from 'drizzle-orm';
import { runBatch } from '../../db/batch';
import { accounts } from '../../db/schema/identity';
import { addOrg, db, demo } from '../../test/client';
import { book, createLink, futureAt, openMeetingType } from '../../test/booking-helpers';
import { auditRowsMarked, recordEvent } from '../../test/event-helpers';
import {
  eventStmtIfChanged,
  handleEvent,
  MAX_HANDLER_ATTEMPTS,
  RetryLater,
  failedHandlings,
  requeueOverdueEvents,
  type EventHandler,
} from './service';
import { auditStmt } from '../audit-log/service';

const E = env as unknown as Env;

/** A handler of cancellations that writes one audit row carrying `marker` and counts its calls. */
function markingHandler(name: string, marker: string) {
  const handler = {
    calls: 0,
    name,
    types: ['meeting.cancelled'],
    async handle(_env, d, event) {
      handler.calls++;
      return [auditStmt(d, { accountId: event.accountId, action: 'test_event', detail: { marker }, at: Date.now() })];
    },
  } satisfies EventHandler & { calls: number };
  return handler;
}

describe('domain events', () => {
  it('runs each handler once however many deliveries race, and marks the event done', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    const marker = crypto.randomUUID();
    const writer = markingHandler('writer', marker);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => handleEvent(E, db(), [writer], id)));
    expect(outcomes.every((o) => o.result === 'done')).toBe(true);
    expect(await auditRowsMarked(accountId, marker)).toBe(1);
    expect(writer.calls).toBeGreaterThanOrEqual(1);
    const row = await E.DB.prepare('select done_at from domain_events where id = ?').bind(id).first<{ done_at: number | null }>();
    expect(row?.done_at).not.toBeNull();
    // Delivered again after it is done: nothing runs.
    const before = writer.calls;
    await handleEvent(E, db(), [writer], id);
    expect(writer.calls).toBe(before);
  });

  it('retries a failing handler with backoff without repeating one that succeeded, then gives up and shows it failed', async () => {
    const { accountId } = await addOrg();
    const subject = crypto.randomUUID();
    const id = await recordEvent(accountId, subject);
    const marker = crypto.randomUUID();
    const ok = markingHandler('ok', marker);
    const broken: EventHandler = {
      name: 'broken',
      types: ['meeting.cancelled'],
      async handle() {
        throw new Error('vendor down');
      },
    };
    const first = await handleEvent(E, db(), [ok, broken], id);
    expect(first.result).toBe('retry');
    if (first.result === 'retry') expect(first.delaySeconds).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < MAX_HANDLER_ATTEMPTS; i++) await handleEvent(E, db(), [ok, broken], id);
    expect(ok.calls).toBe(1);
    expect(await auditRowsMarked(accountId, marker)).toBe(1);
    const failed = await failedHandlings(db(), accountId, subject);
    expect(failed).toEqual([expect.objectContaining({ handler: 'broken', lastError: 'vendor down', type: 'meeting.cancelled' })]);
    expect((await handleEvent(E, db(), [ok, broken], id)).result).toBe('done');
  });

  it('waits as long as a RetryLater asks (a 429 with Retry-After)', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    const limited: EventHandler = {
      name: 'limited',
      types: ['meeting.cancelled'],
      async handle() {
        throw new RetryLater('429', 42);
      },
    };
    expect(await handleEvent(E, db(), [limited], id)).toEqual({ result: 'retry', delaySeconds: 42 });
  });

  it('ignores events of types a handler does not take', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    let called = false;
    const other: EventHandler = {
      name: 'other',
      types: ['meeting.booked'],
      async handle() {
        called = true;
      },
    };
    expect((await handleEvent(E, db(), [other], id)).result).toBe('done');
    expect(called).toBe(false);
  });

  it('records an event after a guarded update only when the update changed a row', async () => {
    const { accountId } = await addOrg();
    const subject = crypto.randomUUID();
    const d = db();
    const touch = (id: string) =>
      d
        .update(accounts)
        .set({ company: sql`company` })
        .where(eq(accounts.id, id));
    const payload = { sessionId: subject, routerId: null, routerKind: 'inbound' };
    const miss = eventStmtIfChanged(d, { accountId, type: 'prospect.not_booked', subjectId: subject, payload, occurredAt: 1 });
    await runBatch(d, [touch('no-such-account'), miss.stmt]);
    const hit = eventStmtIfChanged(d, { accountId, type: 'prospect.not_booked', subjectId: subject, payload, occurredAt: 2 });
    await runBatch(d, [touch(accountId), hit.stmt]);
    const ids = (await E.DB.prepare('select id from domain_events where subject_id = ?').bind(subject).all<{ id: string }>()).results.map(
      (r) => r.id,
    );
    expect(ids).toEqual([hit.id]);
  });

  it('sends again an event whose queue message was lost', async () => {
    const { accountId } = await addOrg();
    const id = await recordEvent(accountId);
    await E.DB.prepare('update domain_events set due_at = ? where id = ?')
      .bind(Date.now() - 120_000, id)
      .run();
    expect(await requeueOverdueEvents(E, db(), Date.now())).toBeGreaterThanOrEqual(1);
    const row = await E.DB.prepare('select due_at from domain_events where id = ?').bind(id).first<{ due_at: number }>();
    expect(row!.due_at).toBeGreaterThan(Date.now());
  });

  it('a booking, a cancellation and an outcome each record their event in the same batch', async () => {
    const { admin } = await demo();
    const me = (await admin.json('GET', '/api/profile')).body.data;
    const type = await openMeetingType(admin, [me.id]);
    const link = await createLink(admin, { meetingTypeId: type.id });
    const booked = await book(link.slug, { start: futureAt(10) });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id as string;
    const cancel = await admin.json('POST', `/api/meetings/${meetingId}/cancel`, { reason: 'Changed plans' });
    expect(cancel.status).toBe(200);
    const types = (
      await E.DB.prepare('select type, payload from domain_events where subject_id = ? order by occurred_at')
        .bind(meetingId)
        .all<{ type: string; payload: string }>()
    ).results;
    expect(types.map((t) => t.type)).toEqual(['meeting.booked', 'meeting.cancelled']);
    expect(JSON.parse(types[1].payload)).toEqual({ meetingId, by: 'host', reason: 'Changed plans' });
  });
});
