import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { getDb } from '../db/client';
import { notFound } from '../http/errors';
import { isLocalDev } from '../http/local-dev';
import { seedDemo } from './seed';

/** Development-only helpers; in production every path here is a 404. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
    await next();
  })
  .post('/seed', async (c) => c.json({ data: await seedDemo(getDb(c.env.DB)) }));
