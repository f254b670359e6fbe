import type { BatchItem } from 'drizzle-orm/batch';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A statement that can join a D1 batch (any drizzle insert, update, delete or select builder). */
export type Stmt = BatchItem<'sqlite'>;

/**
 * What a statement filters by: a value known already, or a scalar subquery that reads it in the same batch (a
 * booking page's organization, type and owner by the link's slug, so the link need not be read first).
 */
export type Key = string | SQL;

/** Runs statements as one D1 batch (one transaction); an empty list runs nothing. */
export async function runBatch(db: Db, stmts: Stmt[]): Promise<unknown[]> {
  if (!stmts.length) return [];
  return db.batch(stmts as [Stmt, ...Stmt[]]);
}

/** Rows an UPDATE or DELETE of a batch changed. */
export const changes = (result: unknown) => (result as { meta?: { changes?: number } })?.meta?.changes ?? 0;

/**
 * Statements to read and how their results become an answer. Reads of several features join one D1 batch with
 * `readTogether`, so a request that needs them all pays one round trip (a round trip costs more CPU than its SQL).
 */
export type Read<T> = { stmts: Stmt[]; of: (results: unknown[]) => T | Promise<T> };

/** An answer known without reading. */
export const known = <T>(value: T): Read<T> => ({ stmts: [], of: () => value });

type Answers<R extends readonly Read<unknown>[]> = { -readonly [K in keyof R]: R[K] extends Read<infer T> ? T : never };

/** Several reads as one: their statements in order, their answers in order. */
export function allOf<const R extends readonly Read<unknown>[]>(reads: R): Read<Answers<R>> {
  return {
    stmts: reads.flatMap((r) => r.stmts),
    of: async (results) => {
      let at = 0;
      return (await Promise.all(reads.map((r) => r.of(results.slice(at, (at += r.stmts.length)))))) as Answers<R>;
    },
  };
}

/** A read whose answer is made from another's. */
export const mapRead = <T, U>(read: Read<T>, to: (answer: T) => U | Promise<U>): Read<U> => ({
  stmts: read.stmts,
  of: async (results) => to(await read.of(results)),
});

/** Runs a read: one D1 batch, or none when it needs no statement. */
export const runRead = async <T>(db: Db, read: Read<T>): Promise<T> => read.of(await runBatch(db, read.stmts));

/** Runs several reads as one D1 batch and answers each in order. */
export const readTogether = <const R extends readonly Read<unknown>[]>(db: Db, reads: R): Promise<Answers<R>> => runRead(db, allOf(reads));
