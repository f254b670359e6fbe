import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { OBJECT_ROUTER_MESSAGES, type ObjectBackfillDto } from '../../../contracts/object-routers';
import { conflict, notFound } from '../../../core/errors';
import { triggerKey } from '../../../core/object-routing/trigger';
import { mirroredCount, mirroredPage } from '../../crm/service';
import { connectedCrms } from '../../crm-sync/service';
import { routeRecord } from './route-record';
import * as repo from '../repo';

// The backfill routes existing mirrored records that match the trigger, a batch per queue message, in
// record id order; the router row keeps the cursor and processed/total, which the UI polls.

/** Records one queue message handles: short invocations, and progress that moves visibly. */
export const BACKFILL_BATCH = 25;

const send = (env: Env, objectRouterId: string) =>
  env.CRM_QUEUE.send({ type: 'object_backfill', objectRouterId }).catch((e) =>
    console.warn(JSON.stringify({ level: 'warn', msg: 'backfill queue send failed', objectRouterId, error: String(e) })),
  );

/** POST .../backfill: counts the records to walk, marks the backfill running and queues its first batch. */
export async function startBackfill(env: Env, db: Db, caller: Caller, id: string): Promise<ObjectBackfillDto> {
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Object router');
  const total = await mirroredCount(db, caller.accountId, row.integrationId, row.objectType);
  if (!(await repo.startBackfill(db, caller.accountId, id, total, Date.now())))
    throw conflict('backfill_running', OBJECT_ROUTER_MESSAGES.backfillRunning);
  await send(env, id);
  return { status: 'running', total, processed: 0 };
}

export type BackfillOutcome = { result: 'more' | 'done' | 'stopped' | 'busy' };

/**
 * One batch: reads the next records after the cursor, routes those the trigger picks (each once, by the
 * run's unique key, so a batch delivered twice routes nothing twice), then moves the cursor by
 * compare-and-set and queues the next batch. A second delivery of the same batch finds the cursor moved.
 */
export async function runBackfillStep(env: Env, db: Db, objectRouterId: string, now = Date.now()): Promise<BackfillOutcome> {
  const router = await repo.findRouterById(db, objectRouterId);
  if (!router || router.backfillStatus !== 'running') return { result: 'stopped' };
  const crm = (await connectedCrms(db, router.accountId)).find((c) => c.row.id === router.integrationId);
  if (!crm?.usable) return { result: 'stopped' };
  const from = router.backfillCursor;
  const page = await mirroredPage(db, router.accountId, router.integrationId, router.objectType, from, BACKFILL_BATCH);
  const t = { type: router.triggerType, field: router.triggerField, value: router.triggerValue, ownerField: router.ownerField };
  for (const p of page) {
    const key = triggerKey(t, null, p, false);
    if (key) await routeRecord(env, db, router, p.record, { how: 'backfill', provider: crm.row.provider, triggerKey: key }, now);
  }
  const done = page.length < BACKFILL_BATCH;
  const to = page.length ? page[page.length - 1].record.id : from;
  if (!(await repo.advanceBackfill(db, router.id, from, to, page.length, done))) return { result: 'busy' };
  if (done) return { result: 'done' };
  await send(env, router.id);
  return { result: 'more' };
}

/** A backfill that has not moved for this long is queued again by the cron (a duplicate batch changes nothing). */
export const BACKFILL_STALL_MS = 2 * 60_000;

/** The cron's part: queues the next batch of running backfills whose message was lost. */
export async function sweepBackfills(env: Env, db: Db, now: number) {
  const stalled = await repo.stalledBackfills(db, now - BACKFILL_STALL_MS, 20);
  for (const r of stalled) await send(env, r.id);
  return stalled.length;
}
