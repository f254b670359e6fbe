import { and, asc, count, eq, gt, gte, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { distributionRules } from '../../db/schema/routing';
import { podTurns } from '../../db/schema/booking';
import { meetings } from '../../db/schema/scheduling';
import { findLive, liveRows } from '../../db/live-rows';

export type DistributionRow = typeof distributionRules.$inferSelect;
const live = (accountId: string) => liveRows(distributionRules, accountId);

export const listRules = (db: Db, accountId: string, kind?: DistributionRow['kind']) =>
  db
    .select()
    .from(distributionRules)
    .where(and(live(accountId), kind ? eq(distributionRules.kind, kind) : undefined))
    .orderBy(asc(distributionRules.position))
    .all();

export const findRule = (db: Db, accountId: string, id: string) => findLive(db, distributionRules, accountId, id);

export const nextPosition = async (db: Db, accountId: string, kind: DistributionRow['kind']) =>
  ((
    await db
      .select({ p: max(distributionRules.position) })
      .from(distributionRules)
      .where(and(live(accountId), eq(distributionRules.kind, kind)))
      .get()
  )?.p ?? 0) + 1;

export const insertRule = (db: Db, row: typeof distributionRules.$inferInsert) => db.insert(distributionRules).values(row).run();
export const updateRuleStmt = (db: Db, accountId: string, id: string, set: Partial<typeof distributionRules.$inferInsert>) =>
  db
    .update(distributionRules)
    .set(set)
    .where(and(eq(distributionRules.accountId, accountId), eq(distributionRules.id, id)));

/**
 * Saves an edit and raises the version in the same statement, so concurrent edits each get their own
 * version; with `versions` only while the rule is still at one of them (compare-and-set). The saved row, or undefined.
 */
export const saveEdit = (
  db: Db,
  accountId: string,
  id: string,
  set: Partial<typeof distributionRules.$inferInsert>,
  versions?: readonly number[],
) =>
  db
    .update(distributionRules)
    .set({ ...set, version: sql`${distributionRules.version} + 1` })
    .where(and(live(accountId), eq(distributionRules.id, id), versions ? inArray(distributionRules.version, [...versions]) : undefined))
    .returning()
    .get();

/**
 * Upcoming meetings per member of a pod: assigned by it since `since` (this period), still scheduled and
 * not yet started. A meeting reassigned inside the pod counts for the member its turn names.
 */
export const upcomingByMember = (db: Db, accountId: string, podId: string, since: number, now: number) =>
  db
    .select({ memberId: podTurns.memberId, n: count() })
    .from(podTurns)
    .innerJoin(meetings, and(eq(meetings.id, podTurns.meetingId), eq(meetings.accountId, podTurns.accountId)))
    .where(
      and(
        eq(podTurns.accountId, accountId),
        eq(podTurns.podId, podId),
        gte(podTurns.at, since),
        eq(meetings.status, 'scheduled'),
        gt(meetings.startAt, now),
      ),
    )
    .groupBy(podTurns.memberId)
    .all();
