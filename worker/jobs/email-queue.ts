import type { Env, EmailQueueMessage } from '../env';
import { getDb } from '../db/client';
import { deliver, LEASE_MS, type SenderMemo } from '../features/mail/service';

/** Delivers queued e-mails; `deliver` leases each row and sends with an idempotency key, so at-least-once delivery never sends twice. */
export async function handleEmailBatch(batch: MessageBatch<EmailQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  const senders: SenderMemo = new Map();
  for (const msg of batch.messages) {
    const id = msg.body?.outboxId;
    if (typeof id !== 'string') {
      msg.ack();
      continue;
    }
    try {
      const outcome = await deliver(env, db, id, Date.now(), senders);
      if (outcome.result === 'retry') msg.retry({ delaySeconds: outcome.delaySeconds });
      else msg.ack();
    } catch (err) {
      // The send may have happened; the row stays leased, and the provider's idempotency key makes the
      // redelivery after the lease a replay rather than a second e-mail.
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'email delivery failed before it was recorded', outboxId: id, error: String(err) }),
      );
      settle(() => msg.retry({ delaySeconds: Math.ceil(LEASE_MS / 1000) }));
    }
  }
}

/**
 * Settles one message, never throwing, so one message the runtime refuses to settle cannot fail the batch:
 * its outbox row stays queued and leased, and the sweep re-enqueues it once the lease lapses.
 */
function settle(fn: () => void) {
  try {
    fn();
  } catch (err) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'email queue message could not be settled; the outbox sweep re-enqueues it',
        error: String(err),
      }),
    );
  }
}
