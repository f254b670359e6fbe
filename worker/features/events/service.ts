import type { Db } from '../../db/client';
import { runBatch, type Stmt } from '../../db/batch';
import type { Env } from '../../env';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from '../../contracts/events';
import { EventContext } from './parts/context';
import * as repo from './repo';

export type { DomainEvent, DomainEventType };
export { EventContext };

/**
 * Something that reacts to events: a calendar write, a CRM write, workflows, rollups. `handle` loads what
 * it needs and answers the D1 statements of its reaction; they commit in one batch with the handler's
 * handling row, so a duplicate delivery never repeats them. Calls to outside services must be idempotent
 * on their own (external ids, idempotency keys). A throw is retried with backoff.
 *
 * `applies`, when given, says cheaply whether there is anything to do (no workflow listening, no calendar
 * to write to): false records the handling as done without running `handle`. Every handler's check of a
 * delivery starts at once and asks through `ctx.rows`, so all of them cost one D1 round trip. A check
 * reads only set-up the handlers of an event do not change (the account's workflows, the host's
 * calendar), since the checks run before any handler does.
 */
export type EventHandler = {
  name: string;
  types: readonly DomainEventType[];
  applies?(db: Db, event: DomainEvent, ctx: EventContext): Promise<boolean>;
  handle(env: Env, db: Db, event: DomainEvent, ctx?: EventContext): Promise<Stmt[] | void>;
};

/** Thrown by a handler that must wait (a vendor's 429 with Retry-After): retried after `delaySeconds`. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delaySeconds: number,
  ) {
    super(message);
  }
}

/** A handler that keeps failing is given up on (and shown as failed) after this many attempts, about a day of backoff. */
export const MAX_HANDLER_ATTEMPTS = 12;
/** A queue message not seen this long after it was due is taken as lost and sent again by the cron sweep. */
export const STUCK_AFTER_MS = 60_000;

type EventInput<T extends DomainEventType> = {
  accountId: string;
  type: T;
  subjectId: string;
  payload: DomainEventPayloads[T];
  occurredAt: number;
};

/** A new event's id and its row, due when it occurred, written by the given insert. */
function recorded<T extends DomainEventType>(
  db: Db,
  e: EventInput<T>,
  insert: typeof repo.insertEventIfChangedStmt,
): { id: string; stmt: Stmt } {
  const id = crypto.randomUUID();
  const { accountId, type, subjectId, payload, occurredAt } = e;
  return { id, stmt: insert(db, { id, accountId, type, subjectId, payload, occurredAt, dueAt: occurredAt }) };
}

/**
 * The statement recording an event, for the batch of the change that caused it: the event exists
 * exactly when the change does. Call `publishEvents` with the id after the batch commits.
 */
export function eventStmt<T extends DomainEventType>(db: Db, e: EventInput<T>): { id: string; stmt: Stmt } {
  return recorded(db, e, repo.insertEventStmt);
}

/**
 * The same, for a batch whose change is a guarded UPDATE that may match nothing: placed right after
 * that UPDATE, the event is recorded only when the UPDATE changed a row (SQLite's changes()).
 */
export function eventStmtIfChanged<T extends DomainEventType>(db: Db, e: EventInput<T>): { id: string; stmt: Stmt } {
  return recorded(db, e, repo.insertEventIfChangedStmt);
}

/** Hands committed events to the queue; an event whose message is lost is sent again by the cron sweep. */
export async function publishEvents(env: Env, ids: string[]) {
  if (!ids.length) return;
  try {
    await env.EVENTS_QUEUE.sendBatch(ids.map((eventId) => ({ body: { eventId } })));
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'event enqueue failed; cron will retry', error: String(err) }));
  }
}

const backoffSeconds = (attempts: number) => Math.min(4 * 3600, 15 * 2 ** (attempts - 1)) * (0.8 + Math.random() * 0.4);

export type HandleResult = { result: 'done' } | { result: 'retry'; delaySeconds: number };

/** A handler that finished, waiting to commit its statements with its handling row. `ran`: it did work (not skipped). */
type Finished = { handler: string; stmts: Stmt[]; ran: boolean };

/**
 * Runs every handler of the event that has not finished it yet. Each success commits the handler's
 * statements with its handling row; each failure counts an attempt and, past the limit, records the
 * handler as failed. Answers when to try again if any handler still has work.
 *
 * Round trips: the event and its handlings are one batch, every `applies` check one more, and the
 * finished handlers commit together with the event's own done/due mark. A handler that runs first sees
 * every earlier handler's writes committed, so the order still means what it says.
 */
export async function handleEvent(
  env: Env,
  db: Db,
  handlers: readonly EventHandler[],
  eventId: string,
  now = Date.now(),
): Promise<HandleResult> {
  const { event: row, handlings } = await repo.eventWithHandlings(db, eventId);
  if (!row || row.doneAt !== null) return { result: 'done' };
  const event = {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    subjectId: row.subjectId,
    payload: row.payload,
    occurredAt: row.occurredAt,
  } as DomainEvent;
  const finished = new Set(handlings.map((h) => h.handler));
  const todo = handlers.filter((h) => h.types.includes(event.type) && !finished.has(h.name));
  const ctx = new EventContext(db);
  const decisions = await Promise.all(
    todo.map((h) => (h.applies ? h.applies(db, event, ctx) : Promise.resolve(true)).catch((err: unknown) => ({ err }))),
  );

  let delay: number | null = null;
  const failed = async (handler: string, err: unknown) => {
    const message = String(err instanceof Error ? err.message : (err ?? 'failed')).slice(0, 500);
    const attempts = await repo.recordAttempt(db, eventId, handler, message, now);
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'event handler failed', eventId, type: event.type, handler, attempts, error: message }),
    );
    if (attempts >= MAX_HANDLER_ATTEMPTS) return commitFailure(db, eventId, handler, attempts, message, now);
    const wait = err instanceof RetryLater ? Math.max(1, err.delaySeconds) : backoffSeconds(attempts);
    delay = Math.min(delay ?? Infinity, Math.ceil(wait));
  };
  const commit = async (list: Finished[], closing: () => Stmt | null) => {
    const { closed, failures } = await commitFinished(db, eventId, list.splice(0), now, closing());
    for (const f of failures) await failed(f.handler, f.err);
    const last = closed ? null : closing();
    if (last) await runBatch(db, [last]);
  };

  const waiting: Finished[] = [];
  for (const [i, handler] of todo.entries()) {
    const decision = decisions[i];
    if (typeof decision === 'object') {
      await failed(handler.name, decision.err);
      continue;
    }
    if (!decision) {
      waiting.push({ handler: handler.name, stmts: [], ran: false });
      continue;
    }
    // What an earlier handler wrote is committed before the next one that does work reads anything.
    if (waiting.some((w) => w.ran)) await commit(waiting, () => null);
    try {
      waiting.push({ handler: handler.name, stmts: (await handler.handle(env, db, event, ctx)) ?? [], ran: true });
    } catch (err) {
      await failed(handler.name, err);
    }
  }
  await commit(waiting, () => (delay === null ? repo.markDoneStmt(db, eventId, now) : repo.setDueStmt(db, eventId, now + delay * 1000)));
  return delay === null ? { result: 'done' } : { result: 'retry', delaySeconds: delay };
}

const isDuplicateHandling = (err: unknown) =>
  /UNIQUE constraint failed: event_handlings/i.test(String(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : err));

/**
 * Commits finished handlers in one batch, ending with `closing` (the event's done/due mark) if given.
 * If the batch fails (mostly: another delivery finished one of them first), each handler commits alone
 * as before and the caller closes once the failures are counted (`closed` false). Answers the handlers
 * whose commit failed for another reason than a duplicate.
 */
async function commitFinished(db: Db, eventId: string, list: Finished[], now: number, closing: Stmt | null) {
  const failures: { handler: string; err: unknown }[] = [];
  if (!list.length) return { closed: false, failures };
  // Every finished handler's mark in one statement and its attempts cleared in another, then each one's writes.
  const handlers = list.map((f) => f.handler);
  try {
    await runBatch(db, [
      repo.insertHandlingStmt(
        db,
        handlers.map((handler) => ({ eventId, handler, status: 'done' as const, at: now })),
      ),
      repo.clearAttemptsStmt(db, eventId, handlers),
      ...list.flatMap((f) => f.stmts),
      ...(closing ? [closing] : []),
    ]);
    return { closed: true, failures };
  } catch {
    // Retried one by one below: a duplicate is dropped alone, anything else is that handler's failure.
  }
  for (const f of list) {
    try {
      await commitHandling(db, eventId, f.handler, f.stmts, now);
    } catch (err) {
      failures.push({ handler: f.handler, err });
    }
  }
  return { closed: false, failures };
}

async function commitHandling(db: Db, eventId: string, handler: string, stmts: Stmt[], now: number) {
  try {
    await runBatch(db, [
      repo.insertHandlingStmt(db, { eventId, handler, status: 'done', at: now }),
      repo.clearAttemptsStmt(db, eventId, handler),
      ...stmts,
    ]);
  } catch (err) {
    // Another delivery of the same event finished this handler first; its writes stand, ours are dropped.
    if (!isDuplicateHandling(err)) throw err;
  }
}

async function commitFailure(db: Db, eventId: string, handler: string, attempts: number, error: string, now: number) {
  try {
    await runBatch(db, [
      repo.insertHandlingStmt(db, { eventId, handler, status: 'failed', attempts, lastError: error, at: now }),
      repo.clearAttemptsStmt(db, eventId, handler),
    ]);
  } catch (err) {
    if (!isDuplicateHandling(err)) throw err;
  }
}

/** Sends again the events whose queue message was lost (enqueue failed after commit, or a consumer died). */
export async function requeueOverdueEvents(env: Env, db: Db, now: number, limit = 100) {
  const ids = (await repo.overdueEvents(db, now - STUCK_AFTER_MS, limit)).map((r) => r.id);
  if (!ids.length) return 0;
  // Pushed out first, so the next tick does not send them again while this message is on its way.
  await repo.pushDue(db, ids, now + 5 * 60_000);
  await publishEvents(env, ids);
  return ids.length;
}

/** Handlers that gave up on this subject's events, for the subject's page (e.g. a calendar write that failed). */
export const failedHandlings = (db: Db, accountId: string, subjectId: string) => repo.failedHandlingsFor(db, accountId, subjectId);
