import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteInsertValue, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

// Some tables hold one row per organization (its sending domain, its scheduler domain): the organization is
// the key, so the row is claimed by inserting it, then changed by account alone. These say it once for all.

/** A table whose key is the organization. */
type AccountKeyedTable = SQLiteTable & { accountId: SQLiteColumn };

/**
 * Inserts the organization's row unless it already has one, in one statement, so of two saves at once only
 * one inserts (and only that one goes on to call the outside service). The row inserted, or null.
 */
export async function claimAccountRow<T extends AccountKeyedTable>(db: Db, t: T, row: T['$inferInsert']) {
  const rows = await db
    .insert(t as AccountKeyedTable)
    .values(row as SQLiteInsertValue<AccountKeyedTable>)
    .onConflictDoNothing({ target: t.accountId })
    .returning();
  return (rows[0] ?? null) as T['$inferSelect'] | null;
}

/** Changes the organization's row: the saved row, or null when it has none. */
export async function updateAccountRow<T extends AccountKeyedTable>(db: Db, t: T, accountId: string, set: Partial<T['$inferInsert']>) {
  const rows = await db
    .update(t as AccountKeyedTable)
    .set(set as SQLiteUpdateSetSource<AccountKeyedTable>)
    .where(eq(t.accountId, accountId))
    .returning();
  return (rows[0] ?? null) as T['$inferSelect'] | null;
}
