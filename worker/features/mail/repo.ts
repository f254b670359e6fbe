import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { MailAttachment } from '../../contracts/mail';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;

export const insertOutboxStmt = (db: Db, row: typeof outbox.$inferInsert) => db.insert(outbox).values(row);

export const findOutbox = (db: Db, id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get();
export const findOutboxes = (db: Db, ids: string[]) => db.select().from(outbox).where(inArray(outbox.id, ids));

const notLeased = (now: number) => or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now));

/**
 * Takes the queued rows among `ids` for one send each until `leaseUntil`, in one conditional UPDATE: of two consumers
 * holding the same message only one gets a row back, and a lease left by a crashed one expires.
 */
export const claimForSending = (db: Db, ids: string[], now: number, leaseUntil: number) =>
  db
    .update(outbox)
    .set({ leaseUntil })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued'), notLeased(now)))
    .returning();

export const markSent = (db: Db, id: string, from: string, now: number) =>
  db.update(outbox).set({ status: 'sent', sentAt: now, sentFrom: from, leaseUntil: null }).where(eq(outbox.id, id));

export const markAttemptFailed = (db: Db, row: OutboxRow, error: string, final: boolean, dueAt: number) =>
  db
    .update(outbox)
    .set({ attempts: row.attempts + 1, lastError: error.slice(0, 500), status: final ? 'failed' : 'queued', leaseUntil: null, dueAt })
    .where(eq(outbox.id, row.id));

/** Stores what the consumer rendered from a row's facts; a second renderer (a redelivery, the dev mailbox) writes nothing. */
export const markRendered = (
  db: Db,
  id: string,
  mail: { subject: string; text: string; html: string; attachments: MailAttachment[] },
  now: number,
) =>
  db
    .update(outbox)
    .set({ subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments, renderedAt: now })
    .where(and(eq(outbox.id, id), isNull(outbox.renderedAt)));

/** A render that failed: the row stays queued with its facts, due again after `dueAt`. */
export const markRenderFailed = (db: Db, row: OutboxRow, error: string, dueAt: number) =>
  db
    .update(outbox)
    .set({ attempts: row.attempts + 1, lastError: error.slice(0, 500), leaseUntil: null, dueAt })
    .where(eq(outbox.id, row.id));

/** Rows written as facts and not rendered yet (the dev mailbox shows them rendered). */
export const listUnrendered = (db: Db, ids?: string[]) =>
  db
    .select()
    .from(outbox)
    .where(and(isNotNull(outbox.facts), isNull(outbox.renderedAt), ids ? inArray(outbox.id, ids) : undefined))
    .limit(100)
    .all();

export const listRecent = (db: Db, to?: string) =>
  db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(100)
    .all();

/** Queued rows whose queue message is overdue since `overdueSince` and that no consumer is sending. */
export const listStuckQueued = (db: Db, overdueSince: number, now: number) =>
  db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'queued'), lte(sql`coalesce(${outbox.dueAt}, ${outbox.createdAt})`, overdueSince), notLeased(now)))
    .limit(100)
    .all();

/** Rows just handed to the queue again are due from now, so the next tick leaves them to that message. */
export const markRequeued = (db: Db, ids: string[], now: number) =>
  db
    .update(outbox)
    .set({ dueAt: now })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued')));
