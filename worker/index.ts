import app from './app';
import type { Env, EmailQueueMessage } from './env';
import { handleEmailBatch } from './jobs/email-queue';
import { handleScheduled } from './jobs/cron';

export { RateLimiter } from './durable-objects/rate-limiter';
export { RoundRobinPod } from './durable-objects/round-robin-pod';

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<EmailQueueMessage>, env: Env) {
    await handleEmailBatch(batch, env);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(handleScheduled(controller, env));
  },
} satisfies ExportedHandler<Env, EmailQueueMessage>;
