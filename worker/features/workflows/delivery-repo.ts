import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workflowDeliveries, workflowDeliveryAttempts, workflowSchedules } from '../../db/schema/workflows';
import { findScoped, ofAccount } from '../../db/live-rows';

export type DeliveryRow = typeof workflowDeliveries.$inferSelect;
export type DeliveryInsert = typeof workflowDeliveries.$inferInsert;

/** Inserting a delivery that exists (the same event handled twice) changes nothing. */
export const insertDeliveryStmt = (db: Db, row: DeliveryInsert) => db.insert(workflowDeliveries).values(row).onConflictDoNothing();

export const insertScheduleStmt = (db: Db, row: typeof workflowSchedules.$inferInsert) =>
  db.insert(workflowSchedules).values(row).onConflictDoNothing();

export const findDelivery = (db: Db, id: string) => db.select().from(workflowDeliveries).where(eq(workflowDeliveries.id, id)).get();

export const findAccountDelivery = (db: Db, accountId: string, id: string) => findScoped(db, workflowDeliveries, accountId, id);

/**
 * Takes a due delivery for one attempt until `leaseUntil`, in one conditional UPDATE: of two consumers
 * holding the same message only one gets the row; a lease left by a crashed consumer runs out.
 */
export const leaseDelivery = (db: Db, id: string, now: number, leaseUntil: number) =>
  db
    .update(workflowDeliveries)
    .set({ status: 'delivering', leaseUntil })
    .where(
      and(
        eq(workflowDeliveries.id, id),
        or(
          eq(workflowDeliveries.status, 'pending'),
          and(eq(workflowDeliveries.status, 'delivering'), lte(workflowDeliveries.leaseUntil, now)),
        ),
        or(isNull(workflowDeliveries.nextAttemptAt), lte(workflowDeliveries.nextAttemptAt, now + 1000)),
      ),
    )
    .returning()
    .get();

export type AttemptRecord = { statusCode: number | null; latencyMs: number; excerpt: string | null; error: string | null; manual: boolean };

/** Records one attempt and the delivery's new state in one batch (the log never disagrees with the row). */
export const recordAttemptStmts = (
  db: Db,
  row: DeliveryRow,
  a: AttemptRecord,
  next: { status: DeliveryRow['status']; nextAttemptAt: number | null; externalId?: string | null },
  now: number,
) => [
  db.insert(workflowDeliveryAttempts).values({
    id: crypto.randomUUID(),
    deliveryId: row.id,
    accountId: row.accountId,
    attempt: row.attempts + 1,
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    responseExcerpt: a.excerpt,
    error: a.error,
    manual: a.manual,
    at: now,
  }),
  db
    .update(workflowDeliveries)
    .set({
      status: next.status,
      attempts: sql`${workflowDeliveries.attempts} + 1`,
      nextAttemptAt: next.nextAttemptAt,
      leaseUntil: null,
      lastStatusCode: a.statusCode,
      lastLatencyMs: a.latencyMs,
      responseExcerpt: a.excerpt,
      lastError: a.error,
      ...(next.externalId !== undefined ? { externalId: next.externalId } : {}),
      ...(next.status === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(eq(workflowDeliveries.id, row.id)),
];

/** Gives a lease back without counting an attempt (the consumer was told to wait, e.g. a missing connection's retry). */
export const releaseDelivery = (db: Db, id: string, nextAttemptAt: number) =>
  db.update(workflowDeliveries).set({ status: 'pending', leaseUntil: null, nextAttemptAt }).where(eq(workflowDeliveries.id, id)).run();

/** A manual redeliver: the delivery is due again now, whatever it came to before (a lease in progress stays). */
export const resetForRedeliver = (db: Db, accountId: string, id: string, now: number) =>
  db
    .update(workflowDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, leaseUntil: null })
    .where(
      and(
        eq(workflowDeliveries.accountId, accountId),
        eq(workflowDeliveries.id, id),
        inArray(workflowDeliveries.status, ['delivered', 'failed', 'dead', 'pending']),
      ),
    )
    .returning({ id: workflowDeliveries.id })
    .get();

export const listDeliveries = (db: Db, accountId: string, workflowId: string, status?: DeliveryRow['status']) =>
  db
    .select()
    .from(workflowDeliveries)
    .where(
      and(
        eq(workflowDeliveries.accountId, accountId),
        eq(workflowDeliveries.workflowId, workflowId),
        status ? eq(workflowDeliveries.status, status) : undefined,
      ),
    )
    .orderBy(desc(workflowDeliveries.createdAt))
    .limit(100)
    .all();

export const listAttempts = (db: Db, accountId: string, deliveryId: string) =>
  db
    .select()
    .from(workflowDeliveryAttempts)
    .where(ofAccount(workflowDeliveryAttempts, accountId, eq(workflowDeliveryAttempts.deliveryId, deliveryId)))
    .orderBy(desc(workflowDeliveryAttempts.at))
    .limit(50)
    .all();

/** Pending deliveries whose queue message is overdue (lost, or beyond the queue's 12-hour delay). */
export const overdueDeliveries = (db: Db, before: number, now: number, limit: number) =>
  db
    .select({ id: workflowDeliveries.id })
    .from(workflowDeliveries)
    .where(
      or(
        and(
          eq(workflowDeliveries.status, 'pending'),
          lte(sql`coalesce(${workflowDeliveries.nextAttemptAt}, ${workflowDeliveries.createdAt})`, before),
        ),
        and(eq(workflowDeliveries.status, 'delivering'), lt(workflowDeliveries.leaseUntil, now)),
      ),
    )
    .limit(limit)
    .all();

/** Pushes rows just re-enqueued a little into the future, so the next sweep leaves them to that message. */
export const touchDue = (db: Db, ids: string[], at: number) =>
  ids.length
    ? db
        .update(workflowDeliveries)
        .set({ nextAttemptAt: at })
        .where(and(inArray(workflowDeliveries.id, ids), eq(workflowDeliveries.status, 'pending')))
        .run()
    : Promise.resolve();
