import type { Db } from '../../db/client';
import type { MailAttachment } from '../../db/schema/outbox';
import type { Env } from '../../env';
import { emailSenderFor } from '../../integrations/email/select';
import { findOutbox, insertOutboxStmt, listStuckQueued, markAttemptFailed, markSent } from './repo';

export type NewEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  accountId?: string | null;
  attachments?: MailAttachment[];
};

/**
 * Prepares an outbox row to go into the caller's own batch, so the e-mail exists exactly when the
 * change that caused it does. Call `dispatch` with the id after the batch commits.
 */
export function prepareEmail(db: Db, email: NewEmail) {
  const id = crypto.randomUUID();
  const stmt = insertOutboxStmt(db, {
    id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    accountId: email.accountId ?? null,
    attachments: email.attachments ?? [],
    createdAt: Date.now(),
  });
  return { id, stmt };
}

/** Hands committed outbox rows to the delivery queue; a failed send is retried by the cron sweep. */
export async function dispatch(env: Env, ...ids: string[]) {
  try {
    if (ids.length) await env.EMAIL_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'email enqueue failed; cron will retry', error: String(err) }));
  }
}

const MAX_ATTEMPTS = 5;

/** Delivers one outbox row; idempotent, so a redelivered queue message sends nothing twice. */
export async function deliver(env: Env, db: Db, outboxId: string): Promise<'sent' | 'skipped' | 'retry'> {
  const row = await findOutbox(db, outboxId);
  if (!row || row.status !== 'queued') return 'skipped';
  try {
    await emailSenderFor(env).send({
      from: env.MAIL_FROM || 'Routewise <no-reply@routewise.local>',
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: row.attachments,
    });
    await markSent(db, row.id, Date.now());
    return 'sent';
  } catch (err) {
    const final = row.attempts + 1 >= MAX_ATTEMPTS;
    await markAttemptFailed(db, row, String(err), final);
    return final ? 'skipped' : 'retry';
  }
}

/** Re-enqueues rows whose queue message never made it (e.g. the send after commit failed). */
export async function requeueStuck(env: Env, db: Db, now: number) {
  const stuck = await listStuckQueued(db, now - 2 * 60_000);
  await dispatch(env, ...stuck.map((r) => r.id));
}
