import { and, eq, isNull } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

// Most tables hold an organization's rows and delete them softly (deleted_at): every read of them is
// scoped by account and skips the deleted ones. These say it once for all of them.

/** A table of an organization's rows. */
type ScopedTable = SQLiteTable & { id: SQLiteColumn; accountId: SQLiteColumn };
/** A table of an organization's rows that are deleted softly. */
type LiveTable = ScopedTable & { deletedAt: SQLiteColumn };

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
