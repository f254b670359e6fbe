import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routers } from '../../db/schema/routers';
import { containsText } from '../../db/like';
import { findLive, liveRows, newestLive, saveVersionedEdit, updateLive, ofAccount } from '../../db/live-rows';

export type RouterRow = typeof routers.$inferSelect;
export type RouterInsert = typeof routers.$inferInsert;

const live = (accountId: string) => liveRows(routers, accountId);

/** Live routers, newest first; `search` matches anywhere in the name (SQLite LIKE ignores ASCII case). */
export const listRouters = (db: Db, accountId: string, search?: string) =>
  newestLive(db, routers, accountId, search ? containsText(routers.name, search) : undefined);

export const findRouter = (db: Db, accountId: string, id: string) => findLive(db, routers, accountId, id);

/** The live routers' forms only: small rows, filtered by form in the caller (no IN list to outgrow D1's bind limit). */
export const routerForms = (db: Db, accountId: string) =>
  db
    .select({ id: routers.id, name: routers.name, formId: routers.formId })
    .from(routers)
    .where(live(accountId))
    .orderBy(desc(routers.createdAt))
    .all();

export const insertRouter = (db: Db, row: RouterInsert) => db.insert(routers).values(row).run();

export const updateRouter = (db: Db, accountId: string, id: string, set: Partial<RouterInsert>) =>
  updateLive(db, routers, accountId, id, set).run();

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<RouterInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, routers, accountId, id, set, versions);

/** Flips installation once: only a router still awaiting installation changes. */
export const verifyInstallationStmt = (db: Db, accountId: string, id: string, origin: string, now: number) =>
  db
    .update(routers)
    .set({ installation: 'verified', verifiedAt: now, verifiedOrigin: origin })
    .where(ofAccount(routers, accountId, eq(routers.id, id), eq(routers.installation, 'awaiting_installation')));
