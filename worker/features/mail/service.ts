import type { Db } from '../../db/client';
import type { MailAttachment } from '../../contracts/mail';
import type { Env } from '../../env';
import { EmailSendError, headerValue } from '../../integrations/email/adapter';
import { emailSenderFor } from '../../integrations/email/select';
import { claimForSending, findOutbox, insertOutboxStmt, listStuckQueued, markAttemptFailed, markRequeued, markSent } from './repo';

export type NewEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  accountId?: string | null;
  attachments?: MailAttachment[];
  /** A fixed id makes the e-mail once-only: writing it again (a retried sweep) changes nothing. */
  id?: string;
};

/**
 * How long a queued row may wait for its queue message before the cron sweep sends another one. The
 * queue delivers within a couple of seconds (max_batch_timeout = 1), so 45 s means lost; with the
 * one-minute cron a lost e-mail leaves at most about 105 s after it was written.
 */
export const STUCK_AFTER_MS = 45_000;
/** How long a consumer owns a row it is sending; longer than one provider call may take (RESEND_TIMEOUT_MS). */
export const LEASE_MS = 30_000;
const MAX_ATTEMPTS = 5;

/**
 * Prepares an outbox row to go into the caller's own batch, so the e-mail exists exactly when the
 * change that caused it does. Call `dispatch` with the id after the batch commits. The subject and
 * recipient are header values, so line breaks in them (a hostile booker's name) become spaces here.
 */
export function prepareEmail(db: Db, email: NewEmail, now = Date.now()) {
  const id = email.id ?? crypto.randomUUID();
  const insert = insertOutboxStmt(db, {
    id,
    kind: email.kind,
    to: headerValue(email.to),
    subject: headerValue(email.subject),
    text: email.text,
    html: email.html ?? null,
    accountId: email.accountId ?? null,
    attachments: email.attachments ?? [],
    createdAt: now,
    dueAt: now,
  });
  return { id, stmt: email.id ? insert.onConflictDoNothing() : insert };
}

async function enqueue(env: Env, ids: string[]) {
  if (ids.length) await env.EMAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
}

/** Hands committed outbox rows to the delivery queue; a failed send is retried by the cron sweep. */
export async function dispatch(env: Env, ...ids: string[]) {
  try {
    await enqueue(env, ids);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'email enqueue failed; cron will retry', error: String(err) }));
  }
}

export type DeliveryResult = { result: 'sent' | 'skipped' } | { result: 'retry'; delaySeconds: number };

/**
 * Delivers one outbox row at most once: the row is leased by a conditional UPDATE (a second copy of
 * the message waits for the lease instead of sending alongside), and the provider gets the row id as
 * its idempotency key, so even a crash between sending and `markSent` cannot send twice. A failure
 * in recording the result throws, and the queue redelivers once the lease has ended.
 */
export async function deliver(env: Env, db: Db, outboxId: string, now = Date.now()): Promise<DeliveryResult> {
  const row = await claimForSending(db, outboxId, now, now + LEASE_MS);
  if (!row) {
    const current = await findOutbox(db, outboxId);
    if (current?.status === 'queued' && current.leaseUntil !== null && current.leaseUntil > now) {
      return { result: 'retry', delaySeconds: Math.ceil((current.leaseUntil - now) / 1000) };
    }
    return { result: 'skipped' };
  }
  let failure: unknown = null;
  try {
    await emailSenderFor(env).send({
      from: env.MAIL_FROM || 'Routewise <no-reply@routewise.local>',
      // Rows written outside prepareEmail (the redistribution notice) are folded here as well.
      to: headerValue(row.to),
      subject: headerValue(row.subject),
      text: row.text,
      html: row.html,
      attachments: row.attachments,
      idempotencyKey: row.id,
    });
  } catch (err) {
    failure = err;
  }
  if (failure === null) {
    await markSent(db, row.id, now);
    return { result: 'sent' };
  }
  const retryable = failure instanceof EmailSendError ? failure.retryable : true;
  const final = !retryable || row.attempts + 1 >= MAX_ATTEMPTS;
  const hint = failure instanceof EmailSendError ? (failure.retryAfterSeconds ?? 0) : 0;
  const delaySeconds = Math.min(300, Math.max(hint, 10 * 2 ** row.attempts));
  await markAttemptFailed(db, row, String(failure), final, now + delaySeconds * 1000);
  return final ? { result: 'skipped' } : { result: 'retry', delaySeconds };
}

/**
 * Re-enqueues rows whose queue message never arrived (the enqueue after the commit failed, or the
 * consumer crashed and its lease ran out). A row a consumer is still sending is leased and left alone.
 */
export async function requeueStuck(env: Env, db: Db, now: number) {
  const ids = (await listStuckQueued(db, now - STUCK_AFTER_MS, now)).map((r) => r.id);
  if (!ids.length) return 0;
  try {
    await enqueue(env, ids);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'email re-enqueue failed; next tick retries', error: String(err) }));
    return 0;
  }
  await markRequeued(db, ids, now);
  return ids.length;
}
