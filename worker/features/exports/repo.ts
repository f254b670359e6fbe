import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Stmt } from '../../db/batch';
import { exportJobs, exportParts } from '../../db/schema/reports';

export type ExportJob = typeof exportJobs.$inferSelect;

/** Inserts the job unless one with its id exists (a retried request with the same key); answers whether it did. */
export const insertJob = async (db: Db, row: typeof exportJobs.$inferInsert) =>
  !!(await db.insert(exportJobs).values(row).onConflictDoNothing().returning({ id: exportJobs.id }).get());

export const findJob = (db: Db, id: string) => db.select().from(exportJobs).where(eq(exportJobs.id, id)).get();

export const findOwnJob = (db: Db, accountId: string, userId: string, id: string) =>
  db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.accountId, accountId), eq(exportJobs.userId, userId)))
    .get();

/**
 * A page written once: the part row and the job's advance commit together, and the advance only
 * happens from the part it expects, so a duplicate message writes nothing (the part insert is ignored
 * and the update changes no row, which the caller reads from the batch result).
 */
export const writePartStmts = (
  db: Db,
  job: ExportJob,
  p: { part: number; csv: string; rows: number; cursor: string | null; now: number },
): Stmt[] => [
  db
    .insert(exportParts)
    .values({ exportId: job.id, part: p.part, accountId: job.accountId, csv: p.csv, rows: p.rows })
    .onConflictDoNothing(),
  db
    .update(exportJobs)
    .set({
      nextPart: p.part + 1,
      cursor: p.cursor,
      rows: sql`${exportJobs.rows} + ${p.rows}`,
      bytes: sql`${exportJobs.bytes} + ${p.csv.length}`,
      updatedAt: p.now,
    })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.nextPart, p.part), eq(exportJobs.status, 'running'))),
];

export const finishStmt = (db: Db, id: string, expectedPart: number, now: number): Stmt =>
  db
    .update(exportJobs)
    .set({ status: 'done', finishedAt: now, updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.nextPart, expectedPart), eq(exportJobs.status, 'running')));

export const failJob = (db: Db, id: string, error: string, now: number) =>
  db
    .update(exportJobs)
    .set({ status: 'failed', error: error.slice(0, 500), updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .run();

/** One part's CSV (read one at a time, so a large file never sits in memory whole). */
export const partCsv = async (db: Db, exportId: string, part: number) =>
  (
    await db
      .select({ csv: exportParts.csv })
      .from(exportParts)
      .where(and(eq(exportParts.exportId, exportId), eq(exportParts.part, part)))
      .get()
  )?.csv ?? null;

/** Running exports with no progress since `before`: their queue message was lost. */
export const stalledJobs = (db: Db, before: number) =>
  db
    .select({ id: exportJobs.id, nextPart: exportJobs.nextPart })
    .from(exportJobs)
    .where(and(eq(exportJobs.status, 'running'), lt(exportJobs.updatedAt, before)))
    .limit(50)
    .all();

export const touchJob = (db: Db, id: string, now: number) =>
  db.update(exportJobs).set({ updatedAt: now }).where(eq(exportJobs.id, id)).run();

/** Drops the parts of expired exports, a bounded slice per sweep. */
export async function purgeExpired(db: Db, now: number) {
  const ids = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(and(lt(exportJobs.expiresAt, now), gt(exportJobs.bytes, -1)))
    .limit(20)
    .all();
  for (const { id } of ids) {
    await db.batch([db.delete(exportParts).where(eq(exportParts.exportId, id)), db.delete(exportJobs).where(eq(exportJobs.id, id))]);
  }
  return ids.length;
}
