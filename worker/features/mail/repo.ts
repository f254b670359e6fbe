import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;

export const insertOutboxStmt = (db: Db, row: typeof outbox.$inferInsert) => db.insert(outbox).values(row);

export const findOutbox = (db: Db, id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get();

export const markSent = (db: Db, id: string, now: number) =>
  db.update(outbox).set({ status: 'sent', sentAt: now }).where(eq(outbox.id, id));

export const markAttemptFailed = (db: Db, row: OutboxRow, error: string, final: boolean) =>
  db
    .update(outbox)
    .set({ attempts: row.attempts + 1, lastError: error.slice(0, 500), status: final ? 'failed' : 'queued' })
    .where(eq(outbox.id, row.id));

export const listRecent = (db: Db, to?: string) =>
  db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(100)
    .all();

export const listStuckQueued = (db: Db, olderThan: number) =>
  db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.status, 'queued'), lt(outbox.createdAt, olderThan))).limit(100).all();
