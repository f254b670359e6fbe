import type { SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

/**
 * Whether a row of `table` matches `where` (an event already applied, a meeting of the organization): it
 * reads one column, `probe` (the table's key), of the first row, and never the rest of the row.
 */
export const rowExists = async (db: Db, table: SQLiteTable, probe: SQLiteColumn, where: SQL | undefined) =>
  !!(await db.select({ probe }).from(table).where(where).get());
