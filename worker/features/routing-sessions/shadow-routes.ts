import * as v from 'valibot';
import { idParam } from '../../contracts/common';
import { RouterShadowSchema, shadowDisagreementsQuery } from '../../contracts/router-shadows';
import { routerShadowSchema, shadowDisagreementsPageSchema } from '../../contracts/router-shadows-responses';
import { routerSchema } from '../../contracts/routers-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docCreated, docDone } from '../../http/doc-answers';
import { versioned } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { disableShadow, enableShadow, getShadow, listDisagreements, publishShadow } from './parts/shadow-manage';
import { noContent } from '../../http/answers';

const TAG = 'routers';
const editors = requireRole('super_admin', 'manager');

/** Shadow mode (issue 30): a draft decides every real submission beside the live version; Admins and Managers. */
export const routerShadowRoutes = signedInRoutes()
  .get(
    '/:id/shadow',
    doc(TAG, "The router's shadow draft with its agreement with the live version so far (null when shadow mode is off)", {
      ok: { schema: dataOf(v.nullable(routerShadowSchema)) },
    }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await getShadow(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post(
    '/:id/shadow',
    docCreated(
      TAG,
      'Turn shadow mode on: the draft decides every real submission after the live answer, with no writes and no turn taken (409 when the router already runs one)',
      routerShadowSchema,
    ),
    editors,
    validate('param', idParam),
    validate('json', RouterShadowSchema),
    async (c) => c.json({ data: await enableShadow(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }, 201),
  )
  .delete('/:id/shadow', docDone(TAG, 'Turn shadow mode off (its stored decisions stay)'), editors, validate('param', idParam), async (c) =>
    noContent(c, disableShadow(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .get(
    '/:id/shadow/disagreements',
    doc(TAG, 'The submissions the shadow draft decided otherwise than the live version, in submission order, a page at a time', {
      ok: { schema: shadowDisagreementsPageSchema },
    }),
    editors,
    validate('param', idParam),
    validate('query', shadowDisagreementsQuery),
    async (c) => c.json(await listDisagreements(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query').cursor)),
  )
  .post(
    '/:id/shadow/publish',
    doc(TAG, "Publish the shadow draft as the router's next version, and stop shadow mode", {
      ok: { etag: true, schema: dataOf(routerSchema) },
    }),
    editors,
    validate('param', idParam),
    async (c) => versioned(c, await publishShadow(c.var.db, c.var.caller, c.req.valid('param').id)),
  );
