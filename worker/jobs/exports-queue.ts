import type { Env, ExportQueueMessage } from '../env';
import { getDb } from '../db/client';
import { runExportStep } from '../features/exports/service';

/** Writes one page of an export per message (or sends its e-mail); `runExportStep` ignores duplicates, failures retry with backoff. */
export async function handleExportBatch(batch: MessageBatch<ExportQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const { exportId, part } = (msg.body ?? {}) as Partial<ExportQueueMessage>;
    if (typeof exportId !== 'string' || typeof part !== 'number') {
      msg.ack();
      continue;
    }
    try {
      await runExportStep(env, db, exportId, part);
      msg.ack();
    } catch (err) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'export step failed; retrying',
          exportId,
          part,
          error: String((err as Error)?.stack ?? err),
        }),
      );
      msg.retry({ delaySeconds: Math.min(300, 5 * 2 ** msg.attempts) });
    }
  }
}
