import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

/** A statement that can join a D1 batch (any drizzle insert, update, delete or select builder). */
export type Stmt = BatchItem<'sqlite'>;

/** Runs statements as one D1 batch (one transaction); an empty list runs nothing. */
export async function runBatch(db: Db, stmts: Stmt[]): Promise<unknown[]> {
  if (!stmts.length) return [];
  return db.batch(stmts as [Stmt, ...Stmt[]]);
}

/** Rows an UPDATE or DELETE of a batch changed. */
export const changes = (result: unknown) => (result as { meta?: { changes?: number } })?.meta?.changes ?? 0;
