import { and, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import type { Key } from './batch';

// Most tables hold an organization's rows and delete them softly (deleted_at): every read of them is
// scoped by account and skips the deleted ones. These say it once for all of them.

/** A table of an organization's rows. */
type ScopedTable = SQLiteTable & { id: SQLiteColumn; accountId: SQLiteColumn };
/** A table of an organization's rows that are deleted softly. */
type LiveTable = ScopedTable & { deletedAt: SQLiteColumn };

/**
 * The organization's rows, and those of them that meet `more`: the scope every query of an organization's data starts
 * from. The account may be a key another statement of the same batch reads.
 */
export const ofAccount = (t: { accountId: SQLiteColumn }, accountId: Key, ...more: (SQL | undefined)[]) =>
  and(eq(t.accountId, accountId), ...more);

/** The organization's rows that are not deleted. */
export const liveRows = (t: LiveTable, accountId: string) => and(eq(t.accountId, accountId), isNull(t.deletedAt));

/** One live row of the organization by id, or undefined. */
export const findLive = <T extends LiveTable>(db: Db, t: T, accountId: string, id: string) =>
  db
    .select()
    .from(t as LiveTable)
    .where(and(liveRows(t, accountId), eq(t.id, id)))
    .get() as Promise<T['$inferSelect'] | undefined>;

/** One row of the organization by id, deleted or not, or undefined. */
export const findScoped = <T extends ScopedTable>(db: Db, t: T, accountId: string, id: string) =>
  db
    .select()
    .from(t as ScopedTable)
    .where(and(eq(t.accountId, accountId), eq(t.id, id)))
    .get() as Promise<T['$inferSelect'] | undefined>;

/** One row of the organization by id, deleted or not: the update statement, to run or to batch. */
export const updateScoped = <T extends ScopedTable>(db: Db, t: T, accountId: string, id: string, set: Partial<T['$inferInsert']>) =>
  db
    .update(t as ScopedTable)
    .set(set as SQLiteUpdateSetSource<ScopedTable>)
    .where(and(eq(t.accountId, accountId), eq(t.id, id)));

/** One live row of the organization by id: the update statement, to run or to batch. */
export const updateLive = <T extends LiveTable>(db: Db, t: T, accountId: string, id: string, set: Partial<T['$inferInsert']>) =>
  db
    .update(t as LiveTable)
    .set(set as SQLiteUpdateSetSource<LiveTable>)
    .where(and(liveRows(t, accountId), eq(t.id, id)));

// A rule or router is edited by compare-and-set on its version (the ETag its read answered).

/** A table of an organization's softly deleted rows that are edited by compare-and-set on a version. */
type VersionedTable = LiveTable & { version: SQLiteColumn };

/**
 * Saves an edit and raises the version in the same statement, so concurrent edits each get their own
 * version; with `versions` only while the row is still at one of them (compare-and-set). The saved row, or undefined.
 */
export const saveVersionedEdit = <T extends VersionedTable>(
  db: Db,
  t: T,
  accountId: string,
  id: string,
  set: Partial<T['$inferInsert']>,
  versions?: readonly number[],
) =>
  db
    .update(t as VersionedTable)
    .set({ ...set, version: sql`${t.version} + 1` } as SQLiteUpdateSetSource<VersionedTable>)
    .where(and(liveRows(t, accountId), eq(t.id, id), versions ? inArray(t.version, [...versions]) : undefined))
    .returning()
    .get() as Promise<T['$inferSelect'] | undefined>;

/** A table of an organization's live rows kept in an evaluation order (1, 2, ...). */
type OrderedTable = LiveTable & { position: SQLiteColumn };

/** The position after the last live row's (1 for the first), among the rows `among` also picks (a kind, a type). */
export const nextPosition = async <T extends OrderedTable>(db: Db, t: T, accountId: string, among?: SQL) => {
  const last = (await db
    .select({ p: max(t.position) })
    .from(t as OrderedTable)
    .where(and(liveRows(t, accountId), among))
    .get()) as { p: number | null } | undefined;
  return (last?.p ?? 0) + 1;
};

/** The organization's live rows that `among` also picks (a kind, a search), in `order`. */
export const listLive = <T extends LiveTable>(db: Db, t: T, accountId: string, among: SQL | undefined, ...order: SQL[]) =>
  db
    .select()
    .from(t as LiveTable)
    .where(and(liveRows(t, accountId), among))
    .orderBy(...order)
    .all() as Promise<T['$inferSelect'][]>;

/** A table of an organization's live rows listed newest first. */
type DatedTable = LiveTable & { createdAt: SQLiteColumn };

/** The organization's live rows, newest first (ties by id, so the order never shuffles); `among` narrows them (a search). */
export const newestLive = <T extends DatedTable>(db: Db, t: T, accountId: string, among?: SQL) =>
  listLive(db, t, accountId, among, desc(t.createdAt), desc(t.id));
