import app from './app';
import type { Env } from './env';
import { handleQueueBatch } from './jobs/queues';
import { handleScheduled } from './jobs/cron';
import { afterStart } from './jobs/start-pass';

export { RateLimiter } from './durable-objects/rate-limiter';
export { RoundRobinPod } from './durable-objects/round-robin-pod';
export { RelaySession } from './durable-objects/relay-session';
export { OrgNotifications } from './durable-objects/org-notifications';

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    afterStart(env, ctx);
    return app.fetch(request, env, ctx);
  },
  queue: handleQueueBatch,
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(handleScheduled(controller, env));
  },
} satisfies ExportedHandler<Env, unknown>;
