import type { Env } from '../env';
import { getDb } from '../db/client';
import { requeueStuck, takeStartPass } from '../features/mail/service';

/**
 * The first request after the app started re-queues the e-mails whose queue message a hard kill lost,
 * without waiting for the next cron tick (the tick does the same if it comes first). Runs after the
 * answer, once per isolate.
 */
export function afterStart(env: Env, ctx: ExecutionContext) {
  if (!takeStartPass()) return;
  ctx.waitUntil(
    requeueStuck(env, getDb(env.DB), Date.now(), true).catch((err) => {
      console.warn(JSON.stringify({ level: 'warn', msg: 'email start pass failed; the cron retries', error: String(err) }));
    }),
  );
}
