import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { getDb } from '../db/client';

/** Puts the request's drizzle handle in `c.var.db`, so routes pass it on without building their own. */
export const dbHandle = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', getDb(c.env.DB));
  await next();
});
