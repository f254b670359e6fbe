import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import { redirectRules } from '../../db/schema/routers';
import type { RedirectRuleDto, RedirectRuleType } from '../../contracts/routers';
import { findLive, listLive, liveRows, nextPosition as nextPositionOf, saveVersionedEdit, updateLive } from '../../db/live-rows';
import { pick } from '../../contracts/response-kit';

type RedirectRuleRow = typeof redirectRules.$inferSelect;
export type RedirectRuleInsert = typeof redirectRules.$inferInsert;

export const toRedirectRuleDto = (r: RedirectRuleRow): RedirectRuleDto => ({
  ...pick(r, 'id', 'name', 'type', 'conditions', 'url', 'queryParams', 'position', 'version'),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

const live = (accountId: string) => liveRows(redirectRules, accountId);

export const listRules = (db: Db, accountId: string, type?: RedirectRuleType) =>
  listLive(
    db,
    redirectRules,
    accountId,
    type ? eq(redirectRules.type, type) : undefined,
    asc(redirectRules.position),
    asc(redirectRules.createdAt),
  );

export const findRule = (db: Db, accountId: string, id: string) => findLive(db, redirectRules, accountId, id);

export const nextPosition = (db: Db, accountId: string, type: RedirectRuleType) =>
  nextPositionOf(db, redirectRules, accountId, eq(redirectRules.type, type));

export const insertRule = (db: Db, row: RedirectRuleInsert) => db.insert(redirectRules).values(row).run();

const updateStmt = (db: Db, accountId: string, id: string, set: Partial<RedirectRuleInsert>) =>
  updateLive(db, redirectRules, accountId, id, set);

export const updateRule = (db: Db, accountId: string, id: string, set: Partial<RedirectRuleInsert>) =>
  updateStmt(db, accountId, id, set).run();

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<RedirectRuleInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, redirectRules, accountId, id, set, versions);

/** Inserts a copy right after `after` in its type, shifting the later rules down, in one transaction. */
export async function insertAfter(db: Db, accountId: string, after: RedirectRuleRow, row: RedirectRuleInsert) {
  const shift = db
    .update(redirectRules)
    .set({ position: sql`${redirectRules.position} + 1` })
    .where(and(live(accountId), eq(redirectRules.type, after.type), gt(redirectRules.position, after.position)));
  await runBatch(db, [shift, db.insert(redirectRules).values({ ...row, position: after.position + 1 })]);
}

/** Writes positions 1..n in the given order, in one transaction. */
export async function setPositions(db: Db, accountId: string, ids: string[]) {
  if (!ids.length) return;
  await runBatch(
    db,
    ids.map((id, i) => updateStmt(db, accountId, id, { position: i + 1 })),
  );
}
