import type { Env, DeliveryQueueMessage } from '../env';
import { getDb } from '../db/client';
import { deliverOne } from '../features/workflows/service';

/** A message may arrive just before the fan-out's batch commits; it asks again this many times. */
const MISSING_RETRIES = 5;

/** Sends queued workflow deliveries (webhooks, Slack, SMS, e-mail, Segment, Mixpanel); each is leased, so a duplicate message never sends twice. */
export async function handleDeliveryBatch(batch: MessageBatch<DeliveryQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  await Promise.all(
    batch.messages.map(async (msg) => {
      const id = msg.body?.deliveryId;
      if (typeof id !== 'string') return msg.ack();
      try {
        const outcome = await deliverOne(env, db, id);
        if (outcome.result === 'retry') msg.retry({ delaySeconds: Math.min(43_200, Math.max(1, outcome.delaySeconds)) });
        else if (outcome.result === 'missing' && msg.attempts <= MISSING_RETRIES) msg.retry({ delaySeconds: 1 });
        else msg.ack();
      } catch (err) {
        console.warn(JSON.stringify({ level: 'warn', msg: 'delivery failed before it was recorded', deliveryId: id, error: String(err) }));
        msg.retry({ delaySeconds: 30 });
      }
    }),
  );
}
