import app from './app';
import type { Env, EmailQueueMessage, RoutingQueueMessage } from './env';
import { handleEmailBatch } from './jobs/email-queue';
import { handleRoutingBatch } from './jobs/routing-queue';
import { handleScheduled } from './jobs/cron';

export { RateLimiter } from './durable-objects/rate-limiter';
export { RoundRobinPod } from './durable-objects/round-robin-pod';

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<EmailQueueMessage | RoutingQueueMessage>, env: Env) {
    if (batch.queue.startsWith('routewise-routing')) await handleRoutingBatch(batch as MessageBatch<RoutingQueueMessage>, env);
    else await handleEmailBatch(batch as MessageBatch<EmailQueueMessage>, env);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(handleScheduled(controller, env));
  },
} satisfies ExportedHandler<Env, EmailQueueMessage | RoutingQueueMessage>;
