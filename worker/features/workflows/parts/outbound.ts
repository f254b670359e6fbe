import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { deliveryId } from './build';
import * as deliveries from '../delivery-repo';
import { enqueueDeliveries } from './dispatch';

/**
 * A one-off message through the delivery machinery (lease, retries, log) for other features, such
 * as a signal's Slack alert: the statement joins the caller's batch, `send` queues it after.
 */
export async function prepareSlackMessage(
  db: Db,
  m: { accountId: string; causeId: string; eventType: string; subjectId: string; channel: string; text: string; now: number },
) {
  const id = await deliveryId('slack', m.causeId, m.channel);
  const row = {
    id,
    accountId: m.accountId,
    workflowId: null,
    channel: 'slack' as const,
    eventId: m.causeId,
    eventType: m.eventType,
    subjectId: m.subjectId,
    payload: { channel: m.channel, text: m.text },
    createdAt: m.now,
    nextAttemptAt: m.now,
  };
  return { stmt: deliveries.insertDeliveryStmt(db, row), send: (env: Env) => enqueueDeliveries(env, [row], m.now) };
}
