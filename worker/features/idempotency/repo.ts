import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';

export type StoredAnswer = { requestHash: string; status: number; body: unknown };

/** The answer stored for a key, if any: the statement (for a caller's batch) and what its rows mean. */
export const findAnswerStmt = (db: Db, scope: string, key: string) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);

export function answerOf(rows: unknown): StoredAnswer | null {
  const row = (rows as (typeof idempotencyKeys.$inferSelect)[])[0];
  return row ? { requestHash: row.requestHash, status: row.status, body: JSON.parse(row.body) as unknown } : null;
}

/** No conflict clause: a concurrent request with the same key makes its whole batch fail, then replays. */
export const insertAnswerStmt = (db: Db, rec: IdempotencyRecord, body: unknown, now: number) =>
  db.insert(idempotencyKeys).values({
    scope: rec.scope,
    key: rec.key,
    requestHash: rec.requestHash,
    status: rec.status,
    body: JSON.stringify(body),
    createdAt: now,
  });
