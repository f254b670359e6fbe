import { myDashboardSchema, overviewDashboardSchema } from '../../contracts/dashboard-responses';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import * as dashboard from './service';

const TAG = 'dashboard';

/** The home page's figures (spec: home dashboard). Mounted at /api/dashboard. */
export const dashboardRoutes = signedInRoutes()
  .get(
    '/overview',
    docData(TAG, "Today's meetings, routers needing attention and the last 7 days' funnel (Admins and Managers)", overviewDashboardSchema),
    requireRole('super_admin', 'manager'),
    async (c) => c.json({ data: await dashboard.overview(c.var.db, c.var.caller) }),
  )
  .get('/mine', docData(TAG, "The caller's next meetings and meeting links", myDashboardSchema), async (c) =>
    c.json({ data: await dashboard.mine(c.env, c.var.db, c.var.caller) }),
  );
