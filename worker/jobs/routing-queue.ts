import type { Env, RoutingQueueMessage } from '../env';
import { getDb } from '../db/client';
import { redistributeSession } from '../features/routing-sessions/service';

/**
 * Redistributes sessions whose not-booked wait has ended. `redistributeSession` claims a session with
 * one guarded UPDATE, so a message delivered twice (or racing the cron sweep) acts once; errors are
 * retried with backoff, and a message that came early waits for the session's due time.
 */
export async function handleRoutingBatch(batch: MessageBatch<RoutingQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const { sessionId, accountId } = (msg.body ?? {}) as Partial<RoutingQueueMessage>;
    if (typeof sessionId !== 'string' || typeof accountId !== 'string') {
      msg.ack();
      continue;
    }
    try {
      const res = await redistributeSession(env, db, sessionId, Date.now(), accountId);
      if (res.result === 'not_due') msg.retry({ delaySeconds: Math.min(43_200, Math.max(1, res.retryInSeconds ?? 60)) });
      else msg.ack();
    } catch (e) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'redistribution failed; retrying', sessionId, error: String((e as Error)?.stack ?? e) }),
      );
      msg.retry({ delaySeconds: Math.min(300, 10 * 2 ** msg.attempts) });
    }
  }
}
