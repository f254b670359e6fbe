import type { Env, EmailQueueMessage } from '../env';
import { getDb } from '../db/client';
import { deliverAll, LEASE_MS, type BatchOutcome } from '../features/mail/service';

/**
 * Delivers queued e-mails, the whole batch together (`deliverAll` leases the rows in one statement and records every
 * send in one batch); each row is sent with its id as the idempotency key, so at-least-once delivery never sends twice.
 */
export async function handleEmailBatch(batch: MessageBatch<EmailQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  const messages: { msg: Message<EmailQueueMessage>; id: string }[] = [];
  for (const msg of batch.messages) {
    const id = msg.body?.outboxId;
    if (typeof id === 'string') messages.push({ msg, id });
    else msg.ack();
  }
  if (!messages.length) return;
  let outcomes: Map<string, BatchOutcome>;
  try {
    outcomes = await deliverAll(env, db, [...new Set(messages.map((m) => m.id))]);
  } catch (error) {
    outcomes = new Map(messages.map(({ id }) => [id, { result: 'failed', error }]));
  }
  for (const { msg, id } of messages) {
    const outcome = outcomes.get(id) ?? { result: 'skipped' };
    if (outcome.result === 'failed') {
      // The send may have happened; the row stays leased, and the provider's idempotency key makes the
      // redelivery after the lease a replay rather than a second e-mail.
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'email delivery failed before it was recorded',
          outboxId: id,
          error: String(outcome.error),
        }),
      );
      settle(() => msg.retry({ delaySeconds: Math.ceil(LEASE_MS / 1000) }));
    } else if (outcome.result === 'retry') msg.retry({ delaySeconds: outcome.delaySeconds });
    else msg.ack();
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
