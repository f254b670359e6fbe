import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchingRules } from '../../db/schema/routing';
import type { MatchingRuleDto } from '../../contracts/distribution';
import { findLive, liveRows } from '../../db/live-rows';

type MatchingRow = typeof matchingRules.$inferSelect;

export const toMatchingRuleDto = (r: MatchingRow): MatchingRuleDto => ({
  id: r.id,
  name: r.name,
  position: r.position,
  version: r.version,
  definition: r.definition,
  updatedAt: new Date(r.updatedAt).toISOString(),
});
const live = (accountId: string) => liveRows(matchingRules, accountId);

export const listRules = (db: Db, accountId: string) =>
  db.select().from(matchingRules).where(live(accountId)).orderBy(asc(matchingRules.position)).all();
export const findRule = (db: Db, accountId: string, id: string) => findLive(db, matchingRules, accountId, id);
export const nextPosition = async (db: Db, accountId: string) =>
  ((
    await db
      .select({ p: max(matchingRules.position) })
      .from(matchingRules)
      .where(live(accountId))
      .get()
  )?.p ?? 0) + 1;
export const insertRule = (db: Db, row: typeof matchingRules.$inferInsert) => db.insert(matchingRules).values(row).run();
export const updateRuleStmt = (db: Db, accountId: string, id: string, set: Partial<typeof matchingRules.$inferInsert>) =>
  db
    .update(matchingRules)
    .set(set)
    .where(and(eq(matchingRules.accountId, accountId), eq(matchingRules.id, id)));

/**
 * Saves an edit and raises the version in the same statement, so concurrent edits each get their own
 * version; with `versions` only while the rule is still at one of them (compare-and-set). The saved row, or undefined.
 */
export const saveEdit = (
  db: Db,
  accountId: string,
  id: string,
  set: Partial<typeof matchingRules.$inferInsert>,
  versions?: readonly number[],
) =>
  db
    .update(matchingRules)
    .set({ ...set, version: sql`${matchingRules.version} + 1` })
    .where(and(live(accountId), eq(matchingRules.id, id), versions ? inArray(matchingRules.version, [...versions]) : undefined))
    .returning()
    .get();
