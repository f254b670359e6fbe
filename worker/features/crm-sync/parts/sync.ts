import type { Db } from '../../../db/client';
import { runBatch } from '../../../db/batch';
import type { CrmQueueMessage, Env } from '../../../env';
import type { CrmModule, CrmRecord } from '../../../contracts/routing';
import { CrmRateLimitedError, CrmTokenExpiredError } from '../../../integrations/crm/adapter';
import { isUsable, openClient, type CrmClientHandle } from './connection';
import { mirrorStmts, ownerDirectory, toMatchRecord, toMirrorRow } from './mirror';
import * as repo from '../repo';

/** A consumer holds a module this long; a crashed one's lease runs out and the sweep picks the module up again. */
export const SYNC_LEASE_MS = 60_000;
/** Pages one queue message reads before handing the rest to a new message (keeps each invocation short). */
const PAGES_PER_MESSAGE = 5;
/** How often a caught-up module asks the vendor for changes (webhooks bring HubSpot changes sooner). */
export const INCREMENTAL_EVERY_MS = 2 * 60_000;
const STMTS_PER_BATCH = 80;

/** A record an incremental pass changed: the mirror row before (null: never seen) and after. */
export type MirrorChange = {
  before: { fields: CrmRecord['fields'] | null; ownerUserId: string | null; ownerEmail: string | null; updatedAt: number } | null;
  after: repo.CrmRecordInsert;
  record: CrmRecord;
};
/** Told of each mirrored page of changes after it is stored (the object routers route from it). */
export type MirroredChanges = { accountId: string; integrationId: string; provider: string; changes: MirrorChange[] };
export type OnMirrored = (c: MirroredChanges) => Promise<void>;
/** The change hook given what it runs on: the queue consumer and the webhook route both pass the object routers' one. */
export type MirrorHook = (env: Env, db: Db, c: MirroredChanges) => Promise<void>;

export type SyncOutcome = { result: 'done' | 'more' | 'busy' | 'stopped' | 'retry'; delaySeconds?: number };

/** Queues a sync message; a lost send is picked up by the cron's sweep. */
export const queueSync = (env: Env, msg: CrmQueueMessage, delaySeconds?: number) =>
  env.CRM_QUEUE.send(msg, delaySeconds ? { delaySeconds } : undefined).catch((e) =>
    console.warn(JSON.stringify({ level: 'warn', msg: 'crm queue send failed; the sweep retries', error: String(e) })),
  );

async function runInBatches(db: Db, stmts: Parameters<typeof runBatch>[1]) {
  for (let i = 0; i < stmts.length; i += STMTS_PER_BATCH) await runBatch(db, stmts.slice(i, i + STMTS_PER_BATCH));
}

/** Reads the CRM's owners and mirrors them (records get their product owner through them). */
export async function syncOwners(db: Db, h: CrmClientHandle, now: number) {
  const owners = await h.client.listOwners();
  await runInBatches(db, repo.replaceOwnersStmts(db, h.row.accountId, h.row.id, owners, now));
  return owners.length;
}

/** Starts (or restarts, after a reconnect) the initial import: owners first, then one queued import per module. */
export async function startInitialSync(env: Env, db: Db, h: CrmClientHandle, now = Date.now()) {
  await syncOwners(db, h, now);
  await runBatch(db, repo.resetSyncStmts(db, h.row.accountId, h.row.id, h.client.modules, now));
  await Promise.all(h.client.modules.map((module) => queueSync(env, { type: 'sync', integrationId: h.row.id, module })));
}

/**
 * One queue message of a module's sync: claims the module, reads up to a few pages from the cursor,
 * mirrors each page in D1 batches together with the advanced cursor, and either finishes (the cursor
 * becomes the newest change seen, for the next incremental pass) or queues the rest. A repeated message
 * finds the module claimed or already advanced, so pages are never applied out of order.
 */
export async function runSyncStep(
  env: Env,
  db: Db,
  integrationId: string,
  module: string,
  now = Date.now(),
  onMirrored?: OnMirrored,
): Promise<SyncOutcome> {
  const row = await repo.findCrmIntegration(db, integrationId);
  if (!row || !isUsable(row)) return { result: 'stopped' };
  const state = await repo.claimSync(db, integrationId, module, now, now + SYNC_LEASE_MS);
  if (!state) return { result: 'busy' };
  let h: CrmClientHandle;
  let owners: Awaited<ReturnType<typeof ownerDirectory>>;
  try {
    [h, owners] = await Promise.all([openClient(env, db, row), ownerDirectory(db, row.accountId, row.id)]);
  } catch (e) {
    return fail(db, state, e, now);
  }
  let { cursor, highWater, processed } = state;
  const since = state.since;
  try {
    for (let page = 0; page < PAGES_PER_MESSAGE; page++) {
      const res = await h.client.listModified({ module: module as CrmModule, since, cursor, pageSize: 100 });
      for (const r of res.records) highWater = Math.max(highWater ?? 0, r.modifiedAt);
      processed += res.records.length;
      const stmts = mirrorStmts(db, row.accountId, row.id, res.records, owners, Date.now());
      // Only changes after the initial import are news: existing records are routed by a backfill.
      const watched = onMirrored && state.phase === 'incremental' ? res.records.filter((r) => !r.deleted) : [];
      const after = watched.map((r) => toMirrorRow(row.accountId, row.id, r, owners, Date.now()));
      const before = new Map(
        (
          await repo.mirrorRowsByIds(
            db,
            row.accountId,
            after.map((a) => a.id),
          )
        ).map((b) => [b.id, b]),
      );
      const done = res.next === null;
      const set = done
        ? {
            cursor: null,
            since: highWater ?? since,
            highWater: null,
            processed,
            phase: 'incremental' as const,
            status: 'idle' as const,
            syncedAt: now,
            lastError: null,
            leaseUntil: null,
            updatedAt: Date.now(),
          }
        : { cursor: res.next, highWater, processed, updatedAt: Date.now(), leaseUntil: Date.now() + SYNC_LEASE_MS };
      // The cursor moves in the same batch as the last records of the page: a crash re-reads at most this page.
      await runInBatches(db, [...stmts, repo.updateSyncStmt(db, integrationId, module, set)]);
      if (onMirrored && after.length) await tellMirrored(onMirrored, row, after, before);
      if (done) return { result: 'done' };
      cursor = res.next;
    }
  } catch (e) {
    return fail(db, state, e, now);
  }
  await runBatch(db, [repo.updateSyncStmt(db, integrationId, module, { status: 'queued', leaseUntil: null, updatedAt: Date.now() })]);
  await queueSync(env, { type: 'sync', integrationId, module });
  return { result: 'more' };
}

async function tellMirrored(
  onMirrored: OnMirrored,
  row: { accountId: string; id: string; provider: string },
  after: repo.CrmRecordInsert[],
  before: Map<string, MirrorChange['before']>,
) {
  const changes = after.map((a) => ({ before: before.get(a.id) ?? null, after: a, record: toMatchRecord(a) }));
  try {
    await onMirrored({ accountId: row.accountId, integrationId: row.id, provider: row.provider, changes });
  } catch (e) {
    // The mirror is stored; a failed hook must not re-read the page (its own runs are retried by their lease).
    console.warn(JSON.stringify({ level: 'warn', msg: 'mirror change hook failed', integrationId: row.id, error: String(e) }));
  }
}

async function fail(db: Db, state: repo.SyncStateRow, e: unknown, now: number): Promise<SyncOutcome> {
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof CrmRateLimitedError) {
    await runBatch(db, [
      repo.updateSyncStmt(db, state.integrationId, state.module, {
        status: 'queued',
        leaseUntil: null,
        lastError: message,
        updatedAt: now,
      }),
    ]);
    return { result: 'retry', delaySeconds: Math.max(1, e.retryAfterSeconds ?? 30) };
  }
  const expired = e instanceof CrmTokenExpiredError;
  await runBatch(db, [
    repo.updateSyncStmt(db, state.integrationId, state.module, {
      status: 'failed',
      leaseUntil: null,
      lastError: message.slice(0, 500),
      updatedAt: now,
    }),
  ]);
  return expired ? { result: 'stopped' } : { result: 'retry', delaySeconds: 30 };
}

/**
 * The cron's part: queues an incremental pass for caught-up modules older than INCREMENTAL_EVERY_MS,
 * and re-queues modules whose message was lost or whose consumer died (lease run out).
 */
export async function sweepCrmSync(env: Env, db: Db, now: number) {
  const due = await repo.dueSyncStates(db, now - INCREMENTAL_EVERY_MS, now, 50);
  if (!due.length) return 0;
  const live = new Set((await repo.connectedCrmIntegrations(db)).map((r) => r.id));
  let queued = 0;
  for (const s of due) {
    if (!live.has(s.integrationId)) continue;
    await runBatch(db, [repo.updateSyncStmt(db, s.integrationId, s.module, { status: 'queued', updatedAt: now })]);
    await queueSync(env, { type: 'sync', integrationId: s.integrationId, module: s.module });
    queued++;
  }
  return queued;
}

export type SyncProgressDto = {
  module: string;
  phase: 'initial' | 'incremental';
  status: string;
  processed: number;
  mirrored: number;
  syncedAt: string | null;
  lastError: string | null;
};

/** What the detail page shows while the import runs and after: per module, records read and mirrored. */
export async function syncProgress(db: Db, accountId: string, integrationId: string): Promise<SyncProgressDto[]> {
  const [states, counts] = await Promise.all([repo.syncStates(db, integrationId), repo.mirrorCounts(db, accountId, integrationId)]);
  const mirrored = new Map(counts.map((c) => [c.module, Number(c.n)]));
  return states
    .filter((s) => s.accountId === accountId)
    .map((s) => ({
      module: s.module,
      phase: s.phase,
      status: s.status,
      processed: s.processed,
      mirrored: mirrored.get(s.module) ?? 0,
      syncedAt: s.syncedAt ? new Date(s.syncedAt).toISOString() : null,
      lastError: s.lastError,
    }));
}

/** The oldest time every module of the integration had caught up (null: the initial import has not finished). */
export function mirrorAge(states: repo.SyncStateRow[]): number | null {
  if (!states.length || states.some((s) => s.syncedAt === null)) return null;
  return Math.min(...states.map((s) => s.syncedAt!));
}
