import type { Db } from '../../../db/client';
import { runBatch, type Stmt } from '../../../db/batch';
import type { Env } from '../../../env';
import { EmailSendError, headerValue } from '../../../integrations/email/adapter';
import { emailSenderFor } from '../../../integrations/email/select';
import { senderFor } from '../../email-domain/service';
import {
  claimForSending,
  findOutboxes,
  listStuckQueued,
  listUnrendered,
  markAttemptFailed,
  markRenderFailed,
  markRendered,
  markRequeued,
  markSent,
  type OutboxRow,
} from '../repo';

// The read side of the outbox, run by the mail queue consumer and the cron: render a meeting e-mail
// from its facts, send, record, and re-queue rows whose queue message was lost.

/**
 * How long a queued row may wait for its queue message before the cron sweep sends another one. The
 * queue delivers within a couple of seconds (max_batch_timeout = 1), so 15 s means lost; with the
 * one-minute cron a lost e-mail leaves at most about 75 s after it was written, and after a restart
 * the first pass (below) takes every row due before it, so a row lost in the crash leaves within 60 s.
 */
export const STUCK_AFTER_MS = 15_000;
/**
 * How long a consumer owns the rows of a queue batch it is sending, one after another; longer than one provider call
 * may take (RESEND_TIMEOUT_MS). A slow batch can outlive it: a row then taken by another consumer is sent with the
 * same idempotency key, which the provider answers as a replay.
 */
export const LEASE_MS = 30_000;

/** The From of each organization, read once for the e-mails of one queue batch. */
export type SenderMemo = Map<string | null, Promise<string>>;
const MAX_ATTEMPTS = 5;
const backoffSeconds = (attempts: number, hint = 0) => Math.min(300, Math.max(hint, 10 * 2 ** attempts));

export type DeliveryResult = { result: 'sent' | 'skipped' } | { result: 'retry'; delaySeconds: number };

class RenderFailed extends Error {}

/**
 * The row's subject, text, HTML and invite: as written, or rendered now from its facts. `store` is the
 * statement keeping what was rendered (the same bytes whoever renders, so a second renderer's write is
 * simply skipped); the sender commits it in one batch with the row's outcome. A failure is logged by
 * the row's id and kind only: the facts are a prospect's personal data.
 */
async function contentOf(db: Db, row: OutboxRow, now: number): Promise<{ row: OutboxRow; store: Stmt[] }> {
  if (!row.facts || row.renderedAt !== null) return { row, store: [] };
  let mail;
  try {
    // Loaded on first render, so the booking paths that import this module for enqueue load no renderer.
    const { renderMeetingMail } = await import('./meeting-mail');
    mail = await renderMeetingMail(row.facts);
  } catch (err) {
    const error = err instanceof Error ? err.name : typeof err;
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'email render failed; will retry',
        outboxId: row.id,
        kind: row.kind,
        attempt: row.attempts + 1,
        error,
      }),
    );
    throw new RenderFailed(`render failed (${error})`);
  }
  const rendered = { ...mail, subject: headerValue(mail.subject) };
  return { row: { ...row, ...rendered }, store: [markRendered(db, row.id, rendered, now)] };
}

/** Renders every meeting e-mail not rendered yet (or those of `ids`), for readers of the outbox itself: the dev mailbox. */
export async function renderPending(db: Db, now = Date.now(), ids?: string[]) {
  for (const row of await listUnrendered(db, ids)) {
    try {
      await runBatch(db, (await contentOf(db, row, now)).store);
    } catch (err) {
      if (!(err instanceof RenderFailed)) throw err;
    }
  }
}

/** How one row's delivery went; 'failed': recording it failed, so the message comes back after the lease. */
export type BatchOutcome = DeliveryResult | { result: 'failed'; error: unknown };

/**
 * Delivers outbox rows at most once each: the rows are leased by one conditional UPDATE (a second copy of a
 * message waits for the lease instead of sending alongside), and the provider gets each row id as its idempotency
 * key, so even a crash between sending and recording cannot send twice. What each send did is recorded in one batch
 * at the end (three round trips for a queue batch, not two per e-mail); if that batch fails, every row it recorded
 * is 'failed' and its message comes back once the lease has ended. A row that does not render stays queued (backing
 * off, never marked failed): its facts are the promise of an e-mail, sent once the renderer is fixed.
 */
export async function deliverAll(
  env: Env,
  db: Db,
  outboxIds: string[],
  now = Date.now(),
  senders: SenderMemo = new Map(),
): Promise<Map<string, BatchOutcome>> {
  const outcomes = new Map<string, BatchOutcome>();
  const claimed = await claimForSending(db, outboxIds, now, now + LEASE_MS);
  const taken = new Set(claimed.map((r) => r.id));
  const others = outboxIds.filter((id) => !taken.has(id));
  for (const current of others.length ? await findOutboxes(db, others) : []) {
    if (current.status === 'queued' && current.leaseUntil !== null && current.leaseUntil > now)
      outcomes.set(current.id, { result: 'retry', delaySeconds: Math.ceil((current.leaseUntil - now) / 1000) });
  }
  for (const id of others) if (!outcomes.has(id)) outcomes.set(id, { result: 'skipped' });

  const record: Stmt[] = [];
  const recorded: string[] = [];
  for (const row of claimed) {
    const { outcome, stmts } = await sendOne(env, db, row, now, senders);
    outcomes.set(row.id, outcome);
    record.push(...stmts);
    recorded.push(row.id);
  }
  try {
    await runBatch(db, record);
  } catch (error) {
    for (const id of recorded) outcomes.set(id, { result: 'failed', error });
  }
  return outcomes;
}

/** Renders and sends one leased row; the statements record what happened (with what was rendered). */
async function sendOne(
  env: Env,
  db: Db,
  claimed: OutboxRow,
  now: number,
  senders: SenderMemo,
): Promise<{ outcome: DeliveryResult; stmts: Stmt[] }> {
  let row: OutboxRow;
  let store: Stmt[];
  try {
    ({ row, store } = await contentOf(db, claimed, now));
  } catch (err) {
    if (!(err instanceof RenderFailed)) throw err;
    const delaySeconds = backoffSeconds(claimed.attempts);
    return { outcome: { result: 'retry', delaySeconds }, stmts: [markRenderFailed(db, claimed, err.message, now + delaySeconds * 1000)] };
  }
  let failure: unknown = null;
  // Decided now, not when the row was written: a domain verified meanwhile is used, one that failed no longer is.
  // One read per organization for a whole queue batch (a booking's e-mails arrive together).
  let sender = senders.get(row.accountId);
  if (!sender) senders.set(row.accountId, (sender = senderFor(db, env, row.accountId)));
  const from = await sender;
  try {
    await emailSenderFor(env).send({
      from,
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
  if (failure === null) return { outcome: { result: 'sent' }, stmts: [...store, markSent(db, row.id, from, now)] };
  const retryable = failure instanceof EmailSendError ? failure.retryable : true;
  const final = !retryable || row.attempts + 1 >= MAX_ATTEMPTS;
  const delaySeconds = backoffSeconds(row.attempts, failure instanceof EmailSendError ? (failure.retryAfterSeconds ?? 0) : 0);
  return {
    outcome: final ? { result: 'skipped' } : { result: 'retry', delaySeconds },
    stmts: [...store, markAttemptFailed(db, row, String(failure), final, now + delaySeconds * 1000)],
  };
}

/** One row's delivery (deliverAll of one); a failure in recording the result throws. */
export async function deliver(env: Env, db: Db, outboxId: string, now = Date.now(), senders: SenderMemo = new Map()) {
  const outcome = (await deliverAll(env, db, [outboxId], now, senders)).get(outboxId)!;
  if (outcome.result === 'failed') throw outcome.error;
  return outcome;
}

/** Hands outbox rows to the delivery queue (the write side's `dispatch`, and the sweeps below). */
export async function enqueue(env: Env, ids: string[]) {
  if (ids.length) await env.EMAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
}

/**
 * Which queued rows need their queue message again at `now`: due more than STUCK_AFTER_MS ago, or,
 * on the first pass after this isolate started, every row due by now. A hard kill of the local stack
 * loses the in-process queue with it; a row written a second before the kill is due before the
 * restart, so the first request or tick after it re-queues the row at once instead of 15 s later, on a
 * tick up to a minute away. A message still alive meets a leased or sent row and changes nothing.
 */
export const overdueBefore = (now: number, firstPassAfterStart: boolean) => (firstPassAfterStart ? now : now - STUCK_AFTER_MS);

/** Re-enqueues rows whose queue message never arrived (lost in a crash, an enqueue that failed, a consumer whose lease ran out). */
export async function requeueStuck(env: Env, db: Db, now: number, firstPassAfterStart = false) {
  const ids = (await listStuckQueued(db, overdueBefore(now, firstPassAfterStart), now)).map((r) => r.id);
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

let startPassTaken = false;

/** True for exactly one caller per isolate: the first request or cron tick after the app started. */
export function takeStartPass(): boolean {
  if (startPassTaken) return false;
  startPassTaken = true;
  return true;
}
