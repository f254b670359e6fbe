import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podTurns } from '../../db/schema/booking';

export type PodTurnRow = typeof podTurns.$inferSelect;

/** The turn a change owes a pod, written in the change's own batch; a repeat for the same meeting changes nothing. */
export const insertTurnStmt = (db: Db, row: typeof podTurns.$inferInsert) => db.insert(podTurns).values(row).onConflictDoNothing();

export const markAppliedStmt = (db: Db, meetingId: string, now: number) =>
  db.update(podTurns).set({ appliedAt: now }).where(and(eq(podTurns.meetingId, meetingId), isNull(podTurns.appliedAt)));

/** Turns still owed that were written before `before` (a crash left them, or the pod was busy). */
export const pendingTurns = (db: Db, before: number, limit: number) =>
  db.select().from(podTurns).where(and(isNull(podTurns.appliedAt), lte(podTurns.at, before))).orderBy(asc(podTurns.at)).limit(limit).all();
