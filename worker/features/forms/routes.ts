import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { formListQuery, formSchema } from '../../contracts/forms-body';
import { mappingDetectSchema } from '../../contracts/forms-detect';
import {
  formAnswerSchema,
  formDependenciesAnswerSchema,
  formDetailSchema,
  formsAnswerSchema,
  mappingDetectAnswerSchema,
} from '../../contracts/forms-responses';
import { notFound } from '../../http/errors';
import { isLocalDev } from '../../http/local-dev';
import { doc } from '../../http/openapi';
import { enforceRateLimit } from '../../lib/rate-limit';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import { detectMapping } from './parts/detect';
import { LANDING_FIXTURE_HTML, largeFixtureHtml } from './parts/dev-pages';
import * as forms from './service';
import { outboundPolicy } from '../../lib/outbound-url';
import { itemRoutes } from '../../http/item-routes';

const TAG = 'forms';
const editors = requireRole('super_admin', 'manager');

/**
 * Native forms and marketing forms (spec sections 1-3, 5). Everyone signed in reads; Admins and
 * Managers write. Mounted at /api/forms.
 */
export const formRoutes = new Hono<AppEnv>()
  // Outside production only, and before requireAuth: the worker fetches these itself, without a session.
  .get('/__fixture/:page', describeRoute({ hide: true }), (c) => {
    if (!isLocalDev(c.env, c.req.url)) throw notFound('Page');
    const page = c.req.param('page');
    if (page === 'landing') return c.html(LANDING_FIXTURE_HTML);
    if (page === 'large') return c.html(largeFixtureHtml());
    if (page === 'redirect') return c.redirect('/api/forms/__fixture/landing', 302);
    if (page === 'json') return c.json({ not: 'html' });
    throw notFound('Page');
  })
  .use(requireAuth)
  .get(
    '/',
    doc(TAG, 'List forms (filter with ?kind=form|marketing_form)', { ok: { schema: formsAnswerSchema } }),
    validate('query', formListQuery),
    async (c) => c.json({ data: await forms.listForms(c.var.db, c.var.caller, c.req.valid('query').kind) }),
  )
  .post(
    '/',
    doc(TAG, 'Create a form or a marketing form', { ok: { status: 201, schema: formAnswerSchema } }),
    editors,
    validate('json', formSchema),
    async (c) => c.json({ data: await forms.createForm(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .post(
    '/mapping/detect',
    doc(TAG, "Detect the forms and fields of a page (the mapping editor's auto-fetch)", {
      rateLimited: true,
      ok: { schema: mappingDetectAnswerSchema },
    }),
    editors,
    validate('json', mappingDetectSchema),
    async (c) => {
      // Each call makes the worker fetch an outside URL: bounded per organization.
      await enforceRateLimit(c.env, `forms-detect:${c.var.caller.accountId}`, 30, 60_000);
      return c.json({ data: await detectMapping(c.req.valid('json').url, { policy: outboundPolicy(c.env) }) });
    },
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'form',
      schema: formDetailSchema,
      edit: 'put',
      input: formSchema,
      editors,
      summaries: { remove: 'Delete a form (refused while a router or relay uses it)' },
      get: forms.getForm,
      update: forms.updateForm,
      remove: forms.deleteForm,
    }),
  )
  .post(
    '/:id/clone',
    doc(TAG, 'Duplicate a form', { ok: { status: 201, schema: formAnswerSchema } }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await forms.cloneForm(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  )
  .get(
    '/:id/dependencies',
    doc(TAG, 'Routers and relays using a form', { ok: { schema: formDependenciesAnswerSchema } }),
    validate('param', idParam),
    async (c) => c.json({ data: await forms.getFormDependencies(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
