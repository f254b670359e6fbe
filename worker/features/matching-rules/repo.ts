import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matchingRules } from '../../db/schema/routing';
import type { MatchingRuleDto } from '../../contracts/distribution';
import { findLive, listLive, nextPosition as nextPositionOf, saveVersionedEdit, updateScoped } from '../../db/live-rows';
import { pick } from '../../contracts/response-kit';

type MatchingRow = typeof matchingRules.$inferSelect;
type MatchingInsert = typeof matchingRules.$inferInsert;

export const toMatchingRuleDto = (r: MatchingRow): MatchingRuleDto => ({
  ...pick(r, 'id', 'name', 'position', 'version', 'definition'),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export const listRules = (db: Db, accountId: string) => listLive(db, matchingRules, accountId, undefined, asc(matchingRules.position));
export const findRule = (db: Db, accountId: string, id: string) => findLive(db, matchingRules, accountId, id);
export const nextPosition = (db: Db, accountId: string) => nextPositionOf(db, matchingRules, accountId);
export const insertRule = (db: Db, row: MatchingInsert) => db.insert(matchingRules).values(row).run();
export const updateRuleStmt = (db: Db, accountId: string, id: string, set: Partial<MatchingInsert>) =>
  updateScoped(db, matchingRules, accountId, id, set);

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<MatchingInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, matchingRules, accountId, id, set, versions);
