import type { Db } from '../../db/client';
import { relayRouters } from '../../db/schema/relay';
import { containsText } from '../../db/like';
import { findLive, findScoped, liveRows, newestLive, saveVersionedEdit, updateLive } from '../../db/live-rows';

export type RelayRow = typeof relayRouters.$inferSelect;
export type RelayInsert = typeof relayRouters.$inferInsert;

const live = (accountId: string) => liveRows(relayRouters, accountId);

/** Live relays, newest first; `search` matches anywhere in the name. */
export const listRelays = (db: Db, accountId: string, search?: string) =>
  newestLive(db, relayRouters, accountId, search ? containsText(relayRouters.name, search) : undefined);

export const findRelay = (db: Db, accountId: string, id: string) => findLive(db, relayRouters, accountId, id);

/** Any relay of the organization, deleted ones too (a session keeps naming the relay it ran on). */
export const findRelayAny = (db: Db, accountId: string, id: string) => findScoped(db, relayRouters, accountId, id);

/** Every live relay, in no particular order (for the links list, which orders its own answer). */
export const liveRelays = (db: Db, accountId: string) => db.select().from(relayRouters).where(live(accountId)).all();

export const insertRelay = (db: Db, row: RelayInsert) => db.insert(relayRouters).values(row).run();

/** Saves an edit by compare-and-set on the version (see `saveVersionedEdit`). */
export const saveEdit = (db: Db, accountId: string, id: string, set: Partial<RelayInsert>, versions?: readonly number[]) =>
  saveVersionedEdit(db, relayRouters, accountId, id, set, versions);

export const softDelete = (db: Db, accountId: string, id: string, now: number) =>
  updateLive(db, relayRouters, accountId, id, { deletedAt: now }).run();
