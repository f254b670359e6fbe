import { conversionReportQuery, distributionReportQuery, reportRoutersQuery } from '../../contracts/reports';
import { conversionReportSchema, distributionReportSchema, reportRoutersSchema, rollupRebuildSchema } from '../../contracts/reports-responses';
import { doc } from '../../http/openapi';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { rebuildRollups } from './parts/rollups';
import { conversionReport, distributionReport, reportRouters } from './service';

const TAG = 'reports';

// Everyone signed in may read reports; the service narrows a User to their own figures.
export const reportRoutes = signedInRoutes()
  .get('/conversion', docData(TAG, 'The conversion funnel and its daily trend over a range, in the organization zone', conversionReportSchema), validate('query', conversionReportQuery), async (c) =>
    c.json({ data: await conversionReport(c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .get('/distribution', docData(TAG, 'Meetings by status, member, booker, channel and source over a range', distributionReportSchema), validate('query', distributionReportQuery), async (c) =>
    c.json({ data: await distributionReport(c.var.db, c.var.caller, c.req.valid('query')) }),
  )
  .get('/routers', doc(TAG, 'Routers and relays a report can be narrowed to', { ok: { schema: reportRoutersSchema } }), validate('query', reportRoutersQuery), async (c) => c.json(await reportRouters(c.var.db, c.var.caller, c.req.valid('query'))))
  .post('/rollups/rebuild', docData(TAG, "Recompute the organization's report rollups from the raw sessions and meetings (Admin)", rollupRebuildSchema), requireRole('super_admin'), async (c) =>
    c.json({ data: await rebuildRollups(c.var.db, c.var.caller.accountId) }),
  );
