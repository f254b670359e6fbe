import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { runBatch } from '../../../db/batch';
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from '../../../core/workflows/backoff';
import { channelAction } from '../actions/registry';
import { sendAnalytics } from './analytics';
import * as deliveries from '../delivery-repo';
import { enqueueDeliveries } from './dispatch';
import type { Sent } from './sent';

export const DELIVERY_LEASE_MS = 30_000;

export type DeliverOutcome = { result: 'done' } | { result: 'retry'; delaySeconds: number } | { result: 'missing' };

/** A workflow action's channel is sent by that action; the rest (segment, mixpanel) are analytics destinations. */
function send(env: Env, db: Db, row: deliveries.DeliveryRow, now: number): Promise<Sent | 'cancelled'> {
  const action = channelAction(row.channel);
  return action ? action.send({ env, db, row, now }) : sendAnalytics(env, db, row);
}

/**
 * One attempt of one delivery. The row is leased first (a duplicate queue message waits for the lease
 * or finds the row done); webhooks carry the delivery id as `webhook-id` on every attempt, so a
 * receiver can drop a repeat. A failure waits on the backoff schedule and, out of attempts, the
 * delivery is dead-lettered (status dead), where the log shows it and a redeliver can revive it.
 */
export async function deliverOne(
  env: Env,
  db: Db,
  id: string,
  opts: { now?: number; manual?: boolean; random?: number } = {},
): Promise<DeliverOutcome> {
  const now = opts.now ?? Date.now();
  const row = await deliveries.leaseDelivery(db, id, now, now + DELIVERY_LEASE_MS);
  if (!row) {
    const current = await deliveries.findDelivery(db, id);
    if (!current) return { result: 'missing' };
    if (current.status === 'delivering' && (current.leaseUntil ?? 0) > now)
      return { result: 'retry', delaySeconds: Math.ceil(((current.leaseUntil ?? now) - now) / 1000) };
    if (current.status === 'pending' && (current.nextAttemptAt ?? 0) > now)
      return { result: 'retry', delaySeconds: Math.ceil(((current.nextAttemptAt ?? now) - now) / 1000) };
    return { result: 'done' };
  }
  const sent = await send(env, db, row, now);
  if (sent === 'cancelled') {
    await runBatch(
      db,
      deliveries.recordAttemptStmts(
        db,
        row,
        { statusCode: null, latencyMs: 0, excerpt: null, error: 'The workflow was deleted', manual: !!opts.manual },
        { status: 'cancelled', nextAttemptAt: null },
        now,
      ),
    );
    return { result: 'done' };
  }
  const attempt = { statusCode: sent.status, latencyMs: sent.latencyMs, excerpt: sent.excerpt || null, manual: !!opts.manual };
  if (sent.ok) {
    await runBatch(
      db,
      deliveries.recordAttemptStmts(
        db,
        row,
        { ...attempt, error: null },
        { status: 'delivered', nextAttemptAt: null, externalId: sent.externalId ?? null },
        now,
      ),
    );
    return { result: 'done' };
  }
  const attempts = row.attempts + 1;
  const wait =
    sent.retryable && attempts < MAX_DELIVERY_ATTEMPTS ? retryDelaySeconds(attempts, opts.random ?? Math.random(), sent.retryAfter) : null;
  const status = wait === null ? 'dead' : 'pending';
  await runBatch(
    db,
    deliveries.recordAttemptStmts(
      db,
      row,
      { ...attempt, error: sent.error },
      { status, nextAttemptAt: wait === null ? null : now + wait * 1000 },
      now,
    ),
  );
  if (status === 'dead')
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'delivery dead-lettered',
        deliveryId: row.id,
        channel: row.channel,
        attempts,
        error: sent.error,
      }),
    );
  return wait === null ? { result: 'done' } : { result: 'retry', delaySeconds: wait };
}

/** Re-sends deliveries whose queue message was lost (or is waiting beyond the queue's 12-hour limit). */
export async function requeueOverdueDeliveries(env: Env, db: Db, now: number) {
  const ids = (await deliveries.overdueDeliveries(db, now - 60_000, now, 200)).map((r) => ({ id: r.id }));
  await enqueueDeliveries(env, ids, now);
  return ids.length;
}
