import type { Env, EmailQueueMessage } from '../env';
import { getDb } from '../db/client';
import { deliver } from '../features/mail/service';

/** Delivers queued e-mails; `deliver` is idempotent, so at-least-once delivery never sends twice. */
export async function handleEmailBatch(batch: MessageBatch<EmailQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const id = msg.body?.outboxId;
    if (typeof id !== 'string') {
      msg.ack();
      continue;
    }
    const result = await deliver(env, db, id);
    if (result === 'retry') msg.retry({ delaySeconds: Math.min(300, 10 * 2 ** msg.attempts) });
    else msg.ack();
  }
}
