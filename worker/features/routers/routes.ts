import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { RouterInputSchema, routerListQuery, routerUpdateQuery } from '../../contracts/routers';
import { routerInstallationSchema, routerSchema, routerSummarySchema } from '../../contracts/routers-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as routers from './service';

const TAG = 'routers';
const editors = requireRole('super_admin', 'manager');

/** Inbound routers (spec section 2). Everyone signed in reads; Admins and Managers write. Mounted at /api/routers. */
export const routerRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Inbound routers, newest first, with their last 28 days', { ok: { schema: listOf(routerSummarySchema) } }), validate('query', routerListQuery), async (c) =>
    c.json({ data: await routers.listRouters(c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post('/', doc(TAG, 'Create an inbound router', { ok: { status: 201, schema: dataOf(routerSchema) } }), editors, validate('json', RouterInputSchema), async (c) =>
    c.json({ data: await routers.createRouter(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/:id', doc(TAG, 'One inbound router (ETag: its version)', { ok: { etag: true, schema: dataOf(routerSchema) } }), validate('param', idParam), async (c) => {
    const data = await routers.getRouter(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put(
    '/:id',
    doc(TAG, 'Update an inbound router (a new form needs ?confirmFormReset=true when query parameters are set; If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(routerSchema) } }),
    editors,
    validate('param', idParam),
    validate('query', routerUpdateQuery),
    validate('json', RouterInputSchema),
    async (c) => {
      const confirm = c.req.valid('query').confirmFormReset === 'true';
      const data = await routers.updateRouter(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), confirm, ifMatchVersions(c));
      return c.json({ data }, 200, { ETag: etagOf(data.version) });
    },
  )
  .delete('/:id', doc(TAG, 'Delete an inbound router', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await routers.deleteRouter(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/:id/installation', doc(TAG, 'The widget snippet and installation status', { ok: { schema: dataOf(routerInstallationSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await routers.getInstallation(c.var.db, c.var.caller, c.req.valid('param').id, c.env.APP_URL) }),
  );
