import { idParam } from '../../contracts/common';
import { RouterInputSchema, routerListQuery, routerUpdateQuery } from '../../contracts/routers';
import { routerInstallationSchema, routerSchema, routerSummarySchema } from '../../contracts/routers-responses';
import { dataOf } from '../../contracts/response-kit';
import { ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { docCreated, docData, docDone, docList } from '../../http/doc-answers';
import { docVersionedRead, versioned } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as routers from './service';
import { noContent } from '../../http/answers';

const TAG = 'routers';
const editors = requireRole('super_admin', 'manager');

/** Inbound routers (spec section 2). Everyone signed in reads; Admins and Managers write. Mounted at /api/routers. */
export const routerRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, 'Inbound routers, newest first, with their last 28 days', routerSummarySchema),
    validate('query', routerListQuery),
    async (c) => c.json({ data: await routers.listRouters(c.var.db, c.var.caller, c.req.valid('query').search) }),
  )
  .post('/', docCreated(TAG, 'Create an inbound router', routerSchema), editors, validate('json', RouterInputSchema), async (c) =>
    c.json({ data: await routers.createRouter(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/:id', docVersionedRead(TAG, 'One inbound router', routerSchema), validate('param', idParam), async (c) =>
    versioned(c, await routers.getRouter(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .put(
    '/:id',
    doc(
      TAG,
      'Update an inbound router (a new form needs ?confirmFormReset=true when query parameters are set; If-Match: the version edited, else 412)',
      { ifMatch: true, ok: { etag: true, schema: dataOf(routerSchema) } },
    ),
    editors,
    validate('param', idParam),
    validate('query', routerUpdateQuery),
    validate('json', RouterInputSchema),
    async (c) => {
      const confirm = c.req.valid('query').confirmFormReset === 'true';
      return versioned(
        c,
        await routers.updateRouter(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), confirm, ifMatchVersions(c)),
      );
    },
  )
  .delete('/:id', docDone(TAG, 'Delete an inbound router'), editors, validate('param', idParam), async (c) =>
    noContent(c, routers.deleteRouter(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .get(
    '/:id/installation',
    docData(TAG, 'The widget snippet and installation status', routerInstallationSchema),
    validate('param', idParam),
    async (c) => c.json({ data: await routers.getInstallation(c.var.db, c.var.caller, c.req.valid('param').id, c.env.APP_URL) }),
  );
