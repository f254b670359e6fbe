import { idParam } from '../../contracts/common';
import { ObjectRouterInputSchema } from '../../contracts/object-routers';
import { objectBackfillSchema, objectRouterCrmSchema, objectRouterSchema } from '../../contracts/object-routers-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { versionedItemRoutes } from '../../http/versioned';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as objects from './service';

const TAG = 'object-routers';
const editors = requireRole('super_admin', 'manager');

/** Object routers (issue 25). Everyone signed in reads; Admins and Managers write. Mounted at /api/object-routers. */
export const objectRouterRoutes = signedInRoutes()
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
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'object router',
      schema: objectRouterSchema,
      input: ObjectRouterInputSchema,
      editors,
      summaries: {
        one: 'One object router with its backfill progress',
        update: 'Update an object router',
        remove: 'Delete an object router',
      },
      get: objects.getObjectRouter,
      update: objects.updateObjectRouter,
      remove: objects.deleteObjectRouter,
    }),
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
