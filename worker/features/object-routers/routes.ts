import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { ObjectRouterInputSchema } from '../../contracts/object-routers';
import { objectBackfillSchema, objectRouterCrmSchema, objectRouterSchema } from '../../contracts/object-routers-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as objects from './service';
import { noContent } from '../../http/answers';

const TAG = 'object-routers';
const editors = requireRole('super_admin', 'manager');

/** Object routers (issue 25). Everyone signed in reads; Admins and Managers write. Mounted at /api/object-routers. */
export const objectRouterRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Object routers, newest first, with their counts', { ok: { schema: listOf(objectRouterSchema) } }), async (c) =>
    c.json({ data: await objects.listObjectRouters(c.var.db, c.var.caller) }),
  )
  .get('/crms', doc(TAG, 'The connected CRMs an object router can route', { ok: { schema: listOf(objectRouterCrmSchema) } }), async (c) =>
    c.json({ data: await objects.routerCrms(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    doc(TAG, 'Create an object router', { ok: { status: 201, schema: dataOf(objectRouterSchema) } }),
    editors,
    validate('json', ObjectRouterInputSchema),
    async (c) => c.json({ data: await objects.createObjectRouter(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get(
    '/:id',
    doc(TAG, 'One object router with its backfill progress (ETag: its version)', {
      ok: { etag: true, schema: dataOf(objectRouterSchema) },
    }),
    validate('param', idParam),
    async (c) => {
      const data = await objects.getObjectRouter(c.var.db, c.var.caller, c.req.valid('param').id);
      return c.json({ data }, 200, { ETag: etagOf(data.version) });
    },
  )
  .put(
    '/:id',
    doc(TAG, 'Update an object router (If-Match: the version edited, else 412)', {
      ifMatch: true,
      ok: { etag: true, schema: dataOf(objectRouterSchema) },
    }),
    editors,
    validate('param', idParam),
    validate('json', ObjectRouterInputSchema),
    async (c) => {
      const data = await objects.updateObjectRouter(
        c.var.db,
        c.var.caller,
        c.req.valid('param').id,
        c.req.valid('json'),
        ifMatchVersions(c),
      );
      return c.json({ data }, 200, { ETag: etagOf(data.version) });
    },
  )
  .delete('/:id', doc(TAG, 'Delete an object router', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) =>
    noContent(c, objects.deleteObjectRouter(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .post(
    '/:id/backfill',
    doc(TAG, 'Route existing records that match the trigger, in batches (progress on the router)', {
      ok: { status: 202, schema: dataOf(objectBackfillSchema) },
    }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await objects.startBackfill(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }, 202),
  );
