import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import * as dashboard from './service';

const TAG = 'dashboard';

/** The home page's figures (spec: home dashboard). Mounted at /api/dashboard. */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/overview', doc(TAG, "Today's meetings, routers needing attention and the last 7 days' funnel (Admins and Managers)"), requireRole('super_admin', 'manager'), async (c) =>
    c.json({ data: await dashboard.overview(c.var.db, c.var.caller) }),
  )
  .get('/mine', doc(TAG, "The caller's next meetings and meeting links"), async (c) => c.json({ data: await dashboard.mine(c.env, c.var.db, c.var.caller) }));
