import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { distributionRules } from '../../db/schema/routing';
import { podTurns } from '../../db/schema/booking';
import { meetings } from '../../db/schema/scheduling';
import { findLive, listLive, nextPosition as nextPositionOf, saveVersionedEdit, updateScoped } from '../../db/live-rows';

export type DistributionRow = typeof distributionRules.$inferSelect;
type DistributionInsert = typeof distributionRules.$inferInsert;

export const listRules = (db: Db, accountId: string, kind?: DistributionRow['kind']) =>
  listLive(db, distributionRules, accountId, kind ? eq(distributionRules.kind, kind) : undefined, asc(distributionRules.position));

export const findRule = (db: Db, accountId: string, id: string) => findLive(db, distributionRules, accountId, id);

export const nextPosition = (db: Db, accountId: string, kind: DistributionRow['kind']) =>
  nextPositionOf(db, distributionRules, accountId, eq(distributionRules.kind, kind));

export const insertRule = (db: Db, row: DistributionInsert) => db.insert(distributionRules).values(row).run();
export const updateRuleStmt = (db: Db, accountId: string, id: string, set: Partial<DistributionInsert>) =>
  updateScoped(db, distributionRules, accountId, id, set);

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<DistributionInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, distributionRules, accountId, id, set, versions);

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
