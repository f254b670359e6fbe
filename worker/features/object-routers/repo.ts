import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { objectRouters, objectRoutingRuns } from '../../db/schema/object-routers';
import { findLive, liveRows, newestLive, updateLive, ofAccount } from '../../db/live-rows';

/** An object router as stored (the service turns it into the DTO). */
export type StoredObjectRouter = {
  id: string;
  accountId: string;
  integrationId: string;
  name: string;
  objectType: 'lead' | 'contact' | 'account';
  triggerType: 'record_created' | 'field_changed' | 'owner_empty';
  triggerField: string | null;
  triggerValue: string | null;
  matchingRuleIds: string[];
  distributionRuleIds: string[];
  fallbackPodId: string | null;
  ownerField: string | null;
  notifyEmail: boolean;
  notifySlack: boolean;
  followUpTask: boolean;
  backfillStatus: 'idle' | 'running' | 'done';
  backfillTotal: number;
  backfillProcessed: number;
  backfillCursor: string | null;
  version: number;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
};
export type ObjectRouterInsert = typeof objectRouters.$inferInsert;
export type RunInsert = typeof objectRoutingRuns.$inferInsert;

const live = (accountId: string) => liveRows(objectRouters, accountId);

export const listRouters = (db: Db, accountId: string) => newestLive(db, objectRouters, accountId);

export const findRouter = (db: Db, accountId: string, id: string) => findLive(db, objectRouters, accountId, id);

/** The live object routers reading one integration's records (the mirror's change hook asks this). */
export const routersOfIntegration = (db: Db, accountId: string, integrationId: string) =>
  db
    .select()
    .from(objectRouters)
    .where(and(live(accountId), eq(objectRouters.integrationId, integrationId)))
    .all();

export const insertRouterStmt = (db: Db, row: ObjectRouterInsert) => db.insert(objectRouters).values(row);

/** Compare-and-set on the version read, so two editors never overwrite each other silently. */
export const updateRouterStmt = (db: Db, accountId: string, id: string, version: number, set: Partial<ObjectRouterInsert>) =>
  db
    .update(objectRouters)
    .set({ ...set, version: sql`${objectRouters.version} + 1` })
    .where(and(live(accountId), eq(objectRouters.id, id), eq(objectRouters.version, version)));

export const deleteRouterStmt = (db: Db, accountId: string, id: string, now: number) =>
  updateLive(db, objectRouters, accountId, id, { deletedAt: now, updatedAt: now });

/** Starts a backfill unless one runs; answers whether this call started it. */
export async function startBackfill(db: Db, accountId: string, id: string, total: number, now: number) {
  const r = await db
    .update(objectRouters)
    .set({ backfillStatus: 'running', backfillTotal: total, backfillProcessed: 0, backfillCursor: null, updatedAt: now })
    .where(and(live(accountId), eq(objectRouters.id, id), ne(objectRouters.backfillStatus, 'running')))
    .run();
  return (r.meta?.changes ?? 0) > 0;
}

/** Moves a backfill on from the cursor it read (compare-and-set: a duplicate batch message changes nothing). */
export async function advanceBackfill(db: Db, id: string, from: string | null, to: string | null, handled: number, done: boolean) {
  const r = await db
    .update(objectRouters)
    .set({
      backfillCursor: to,
      updatedAt: Date.now(),
      backfillProcessed: sql`min(${objectRouters.backfillTotal}, ${objectRouters.backfillProcessed} + ${handled})`,
      ...(done ? { backfillStatus: 'done' as const, backfillProcessed: sql`${objectRouters.backfillTotal}` } : {}),
    })
    .where(
      and(
        eq(objectRouters.id, id),
        eq(objectRouters.backfillStatus, 'running'),
        from === null ? isNull(objectRouters.backfillCursor) : eq(objectRouters.backfillCursor, from),
      ),
    )
    .run();
  return (r.meta?.changes ?? 0) > 0;
}

export const findRouterById = (db: Db, id: string) =>
  db
    .select()
    .from(objectRouters)
    .where(and(eq(objectRouters.id, id), isNull(objectRouters.deletedAt)))
    .get();

/**
 * Claims a record's trigger episode: the first caller inserts the run; a later one gets it only when
 * an earlier attempt died while routing (its lease ran out). Answers the run id claimed, or null.
 */
export async function claimRun(db: Db, row: RunInsert & { leaseUntil: number }, now: number): Promise<string | null> {
  const inserted = await db.insert(objectRoutingRuns).values(row).onConflictDoNothing().run();
  if ((inserted.meta?.changes ?? 0) > 0) return row.id;
  const taken = await db
    .update(objectRoutingRuns)
    .set({ leaseUntil: row.leaseUntil, updatedAt: now })
    .where(
      and(
        eq(objectRoutingRuns.objectRouterId, row.objectRouterId),
        eq(objectRoutingRuns.recordId, row.recordId),
        eq(objectRoutingRuns.triggerKey, row.triggerKey),
        eq(objectRoutingRuns.status, 'routing'),
        or(isNull(objectRoutingRuns.leaseUntil), lt(objectRoutingRuns.leaseUntil, now)),
      ),
    )
    .returning({ id: objectRoutingRuns.id })
    .all();
  return taken[0]?.id ?? null;
}

export const finishRunStmt = (db: Db, id: string, sessionId: string, assigneeUserId: string | null, now: number) =>
  db
    .update(objectRoutingRuns)
    .set({ status: 'routed', sessionId, assigneeUserId, leaseUntil: null, updatedAt: now })
    .where(eq(objectRoutingRuns.id, id));

/** Routed records and those that got an owner, per object router of the account. */
export async function runCounts(db: Db, accountId: string) {
  const rows = await db
    .select({
      routerId: objectRoutingRuns.objectRouterId,
      routed: sql<number>`count(*)`,
      assigned: sql<number>`count(${objectRoutingRuns.assigneeUserId})`,
    })
    .from(objectRoutingRuns)
    .where(ofAccount(objectRoutingRuns, accountId, eq(objectRoutingRuns.status, 'routed')))
    .groupBy(objectRoutingRuns.objectRouterId)
    .all();
  return new Map(rows.map((r) => [r.routerId, { routed: Number(r.routed), assigned: Number(r.assigned) }]));
}

/** Running backfills that have not moved since `before` (their queue message was lost or its consumer died). */
export const stalledBackfills = (db: Db, before: number, limit: number) =>
  db
    .select({ id: objectRouters.id })
    .from(objectRouters)
    .where(and(eq(objectRouters.backfillStatus, 'running'), isNull(objectRouters.deletedAt), lt(objectRouters.updatedAt, before)))
    .limit(limit)
    .all();
