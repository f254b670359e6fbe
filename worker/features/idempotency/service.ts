import type { Db } from '../../db/client';
import { BOOKING_MESSAGES } from '../../contracts/booking';
import type { IdempotencyRecord } from '../../contracts/idempotency';
import { DomainError } from '../../core/errors';
import { known, runRead, type Read } from '../../db/batch';
import * as repo from './repo';

/**
 * The one idempotency store of public writes. A write puts `answerStmt` into the same D1 batch as its
 * change, so the change and its stored answer commit together: a retry after a crash finds either
 * both or neither, never a change without its answer.
 */

/** The stored answer body for a repeated key, null for a new key; the same key with another body is refused. */
export const storedAnswer = (db: Db, rec: IdempotencyRecord | null): Promise<unknown | null> => runRead(db, storedAnswerRead(db, rec));

/** storedAnswer as a read that can join a caller's batch. */
export function storedAnswerRead(db: Db, rec: IdempotencyRecord | null): Read<unknown | null> {
  if (!rec) return known(null);
  return {
    stmts: [repo.findAnswerStmt(db, rec.scope, rec.key)],
    of: ([rows]) => {
      const found = repo.answerOf(rows);
      if (!found) return null;
      if (found.requestHash !== rec.requestHash)
        throw new DomainError('invalid', 'idempotency_key_reused', BOOKING_MESSAGES.idempotencyReuse);
      return found.body;
    },
  };
}

/** The statement that stores a write's answer; an empty list when the request carried no key. */
export const answerStmts = (db: Db, rec: IdempotencyRecord | null, body: unknown, now: number) =>
  rec ? [repo.insertAnswerStmt(db, rec, body, now)] : [];

/** True when a batch failed because a concurrent request with the same key committed first. */
const isKeyClash = (e: unknown) =>
  /idempotency_keys/.test(`${(e as Error)?.message ?? e} ${String((e as { cause?: unknown })?.cause ?? '')}`);

/**
 * Runs a write whose batch holds `answerStmts`. When it fails because a concurrent request with the
 * same key got there first (the key clashed, or the change it wanted is already made), the first
 * request's stored answer is returned instead of an error.
 */
export async function orReplay<T>(db: Db, rec: IdempotencyRecord | null, write: () => Promise<T>): Promise<T | { replayed: unknown }> {
  try {
    return await write();
  } catch (e) {
    if (rec && (isKeyClash(e) || e instanceof DomainError)) {
      const body = await storedAnswer(db, rec);
      if (body !== null) return { replayed: body };
    }
    throw e;
  }
}
