import type { Env } from '../env';
import { handleEmailBatch } from './email-queue';
import { handleEventBatch } from './events-queue';
import { handleExportBatch } from './exports-queue';
import { handleDeliveryBatch } from './deliveries-queue';
import { handleRoutingBatch } from './routing-queue';
import { handleCrmBatch } from './crm-queue';
import { handleReplayBatch } from './replays-queue';

type Consumer = (batch: MessageBatch<never>, env: Env) => Promise<void>;

/** Each queue's consumer by the queue's name prefix (an environment may suffix the names). Add a queue here. */
const CONSUMERS: [prefix: string, consumer: Consumer][] = [
  ['routewise-email', handleEmailBatch as Consumer],
  ['routewise-routing', handleRoutingBatch as Consumer],
  ['routewise-events', handleEventBatch as Consumer],
  ['routewise-exports', handleExportBatch as Consumer],
  ['routewise-deliveries', handleDeliveryBatch as Consumer],
  ['routewise-crm', handleCrmBatch as Consumer],
  ['routewise-replays', handleReplayBatch as Consumer],
];

/** Hands a batch to its queue's consumer. */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env) {
  const consumer = CONSUMERS.find(([prefix]) => batch.queue.startsWith(prefix))?.[1];
  if (!consumer) {
    console.error(JSON.stringify({ level: 'error', msg: 'no consumer for queue', queue: batch.queue }));
    batch.retryAll();
    return;
  }
  await consumer(batch as MessageBatch<never>, env);
}
