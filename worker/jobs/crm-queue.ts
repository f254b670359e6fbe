import type { CrmQueueMessage, Env } from '../env';
import { getDb, type Db } from '../db/client';
import { processWriteJob, runSyncStep, type Delivery } from '../features/crm-sync/service';
import { applyCrmDelivery } from '../features/routing-sessions/service';
import { applyMappingDelivery } from '../features/crm-mappings/service';
import { routeMirroredChanges, runBackfillStep } from '../features/object-routers/service';
import { runStripeSync } from '../features/billing/service';

/** A settled write job lands on its routing session's log and, for a booking's mapped answers, on its meeting. */
async function applyDelivery(db: Db, d: Delivery) {
  if (d.sessionId) await applyCrmDelivery(db, d);
  if (d.meetingId) await applyMappingDelivery(db, d);
}

/**
 * The routewise-crm consumer: a module's import or incremental pass, or a session's write job. Both are
 * leased in D1, so a duplicate delivery finds the work taken or done and changes nothing; a rate limit
 * retries after the vendor's wait; the queue's own retries end in the dead-letter queue.
 */
export async function handleCrmBatch(batch: MessageBatch<CrmQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const body = msg.body;
    try {
      const outcome =
        body?.type === 'sync' && typeof body.integrationId === 'string' && typeof body.module === 'string'
          ? await runSyncStep(env, db, body.integrationId, body.module, Date.now(), (c) => routeMirroredChanges(env, db, c))
          : body?.type === 'write' && typeof body.jobId === 'string'
            ? await processWriteJob(env, db, body.jobId, applyDelivery)
            : body?.type === 'object_backfill' && typeof body.objectRouterId === 'string'
              ? await runBackfillStep(env, db, body.objectRouterId)
              : body?.type === 'stripe_sync'
                ? await runStripeSync(env, db, body)
                : null;
      if (outcome?.result === 'retry') msg.retry({ delaySeconds: outcome.delaySeconds ?? 30 });
      else msg.ack();
    } catch (err) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'crm queue message failed', body, error: String(err) }));
      msg.retry({ delaySeconds: 30 });
    }
  }
}
