import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { StandInsDto } from '../contracts/stand-ins';
import { notFound } from '../http/errors';
import { isLocalDev } from '../http/local-dev';
import { standInTools } from '../integrations/stand-ins';

/**
 * GET /api/dev/stand-ins: the integrations this local server serves through local stand-ins, so the
 * screens can say "local stand-in of Google Calendar". Local runs only (like the mailbox): a 404 elsewhere.
 */
export const standInRoutes = new Hono<AppEnv>().get('/', (c) => {
  if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
  return c.json({ data: standInTools(c.env) } satisfies StandInsDto);
});
