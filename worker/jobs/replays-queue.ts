import type { Env, ReplayQueueMessage } from '../env';
import { getDb } from '../db/client';
import { failReplay, runReplayStep } from '../features/routing-sessions/service';

/** Attempts of one message before its replay is marked failed (the error is shown on the replay). */
const MAX_ATTEMPTS = 5;

/** Runs pages of a replay per message (the step sends the next message itself); failures retry, then fail the replay. */
export async function handleReplayBatch(batch: MessageBatch<ReplayQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const { replayId } = (msg.body ?? {}) as Partial<ReplayQueueMessage>;
    if (typeof replayId !== 'string') {
      msg.ack();
      continue;
    }
    try {
      await runReplayStep(env, db, replayId);
      msg.ack();
    } catch (err) {
      const error = String((err as Error)?.message ?? err);
      console.error(JSON.stringify({ level: 'error', msg: 'replay step failed', replayId, attempts: msg.attempts, error }));
      if (msg.attempts >= MAX_ATTEMPTS) {
        await failReplay(db, replayId, error);
        msg.ack();
      } else msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });
    }
  }
}
