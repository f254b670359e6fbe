// The CRM write jobs: each owner or record write a routing decision queued, claimed by one consumer at a time.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmWriteJobs } from '../../db/schema/crm-sync';
import type { WriteJobRow } from './repo';
import { ofAccount } from '../../db/live-rows';

/** Inserts the job once: a second insert with the same id (a repeated delivery) changes nothing. */
export const insertJobStmt = (db: Db, row: typeof crmWriteJobs.$inferInsert) => db.insert(crmWriteJobs).values(row).onConflictDoNothing();

export const findJob = (db: Db, id: string) => db.select().from(crmWriteJobs).where(eq(crmWriteJobs.id, id)).get();

export const claimJob = (db: Db, id: string, now: number, leaseUntil: number) =>
  db
    .update(crmWriteJobs)
    .set({ leaseUntil, attempts: sql`${crmWriteJobs.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(crmWriteJobs.id, id),
        eq(crmWriteJobs.status, 'pending'),
        or(isNull(crmWriteJobs.leaseUntil), lt(crmWriteJobs.leaseUntil, now)),
      ),
    )
    .returning()
    .get();

export const updateJobStmt = (db: Db, id: string, set: Partial<WriteJobRow>) =>
  db.update(crmWriteJobs).set(set).where(eq(crmWriteJobs.id, id));

export const jobsOfSession = (db: Db, accountId: string, sessionId: string) =>
  db
    .select()
    .from(crmWriteJobs)
    .where(ofAccount(crmWriteJobs, accountId, eq(crmWriteJobs.sessionId, sessionId)))
    .orderBy(asc(crmWriteJobs.createdAt))
    .all();

/** Pending jobs whose time has come and no consumer holds (a lost queue message). */
export const dueJobs = (db: Db, now: number, limit: number) =>
  db
    .select({ id: crmWriteJobs.id })
    .from(crmWriteJobs)
    .where(
      and(
        eq(crmWriteJobs.status, 'pending'),
        lte(crmWriteJobs.dueAt, now),
        or(isNull(crmWriteJobs.leaseUntil), lt(crmWriteJobs.leaseUntil, now)),
      ),
    )
    .limit(limit)
    .all();

// ---- routers impacted by a CRM outage ----
