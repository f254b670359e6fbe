import type { Env } from '../../../env';

/** A delivery due now (or after its delay) goes to the deliveries queue; the cron sweep re-sends lost ones. */
export async function enqueueDeliveries(env: Env, items: { id: string; nextAttemptAt?: number | null }[], now = Date.now()) {
  if (!items.length) return;
  try {
    for (let i = 0; i < items.length; i += 100) {
      await env.DELIVERIES_QUEUE.sendBatch(
        items.slice(i, i + 100).map((d) => ({
          body: { deliveryId: d.id },
          delaySeconds: Math.min(43_200, Math.max(0, Math.ceil(((d.nextAttemptAt ?? now) - now) / 1000))),
        })),
      );
    }
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'delivery enqueue failed; cron will retry', error: String(err) }));
  }
}
