import { and, eq, isNull, lte, sql, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainEvents, eventAttempts, eventHandlings } from '../../db/schema/events';
import { ofAccount } from '../../db/live-rows';

type EventRow = typeof domainEvents.$inferSelect;

export const insertEventStmt = (db: Db, row: typeof domainEvents.$inferInsert) => db.insert(domainEvents).values(row);

/** Inserts the event only when the statement just before it in the batch changed a row (all columns, in table order). */
export const insertEventIfChangedStmt = (
  db: Db,
  r: {
    id: string;
    accountId: string;
    type: string;
    subjectId: string;
    payload: Record<string, unknown>;
    occurredAt: number;
    dueAt: number;
  },
) =>
  db
    .insert(domainEvents)
    .select(
      sql`SELECT ${r.id}, ${r.accountId}, ${r.type}, ${r.subjectId}, ${JSON.stringify(r.payload)}, ${r.occurredAt}, ${r.dueAt}, NULL, 0 WHERE changes() > 0`,
    );

/** The event and the handlers that finished it, in one round trip. */
export async function eventWithHandlings(db: Db, id: string) {
  const [event, handlings] = await db.batch([
    db.select().from(domainEvents).where(eq(domainEvents.id, id)).limit(1),
    db
      .select({ handler: eventHandlings.handler, status: eventHandlings.status })
      .from(eventHandlings)
      .where(eq(eventHandlings.eventId, id)),
  ]);
  return { event: event[0] as EventRow | undefined, handlings };
}

/**
 * Without a conflict clause: a second copy of the same handling fails its whole batch, so its writes never land twice.
 * Several handlings of one event are one statement (the handlers an event sets off finish together).
 */
export const insertHandlingStmt = (db: Db, rows: typeof eventHandlings.$inferInsert | (typeof eventHandlings.$inferInsert)[]) =>
  db.insert(eventHandlings).values(Array.isArray(rows) ? rows : [rows]);

export const clearAttemptsStmt = (db: Db, eventId: string, handlers: string | string[]) =>
  db
    .delete(eventAttempts)
    .where(and(eq(eventAttempts.eventId, eventId), inArray(eventAttempts.handler, Array.isArray(handlers) ? handlers : [handlers])));

/** Counts a failed attempt in SQL and answers how many there have been. */
export async function recordAttempt(db: Db, eventId: string, handler: string, error: string, now: number): Promise<number> {
  const row = await db
    .insert(eventAttempts)
    .values({ eventId, handler, attempts: 1, lastError: error, at: now })
    .onConflictDoUpdate({
      target: [eventAttempts.eventId, eventAttempts.handler],
      set: { attempts: sql`${eventAttempts.attempts} + 1`, lastError: error, at: now },
    })
    .returning({ attempts: eventAttempts.attempts })
    .get();
  return row?.attempts ?? 1;
}

export const markDoneStmt = (db: Db, id: string, now: number) =>
  db.update(domainEvents).set({ doneAt: now }).where(eq(domainEvents.id, id));

export const setDueStmt = (db: Db, id: string, dueAt: number) =>
  db
    .update(domainEvents)
    .set({ dueAt, attempts: sql`${domainEvents.attempts} + 1` })
    .where(eq(domainEvents.id, id));

/** Events not done whose next delivery is overdue: their queue message was lost. */
export const overdueEvents = (db: Db, before: number, limit: number) =>
  db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNull(domainEvents.doneAt), lte(domainEvents.dueAt, before)))
    .limit(limit)
    .all();

export const pushDue = (db: Db, ids: string[], dueAt: number) =>
  ids.length ? db.update(domainEvents).set({ dueAt }).where(inArray(domainEvents.id, ids)).run() : Promise.resolve();

/** The handlers that gave up on a subject's events (a meeting's calendar write failing shows on the meeting). */
export const failedHandlingsFor = (db: Db, accountId: string, subjectId: string) =>
  db
    .select({
      eventId: eventHandlings.eventId,
      type: domainEvents.type,
      handler: eventHandlings.handler,
      lastError: eventHandlings.lastError,
      at: eventHandlings.at,
    })
    .from(eventHandlings)
    .innerJoin(domainEvents, eq(domainEvents.id, eventHandlings.eventId))
    .where(ofAccount(domainEvents, accountId, eq(domainEvents.subjectId, subjectId), eq(eventHandlings.status, 'failed')))
    .all();
