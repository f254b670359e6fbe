import { idParam } from '../../contracts/common';
import { listInputSchema } from '../../contracts/lists';
import { listAnswerSchema, listSchema, listsAnswerSchema, listUsageAnswerSchema } from '../../contracts/lists-responses';
import { itemRoutes } from '../../http/item-routes';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as lists from './service';

const TAG = 'lists';
const editors = requireRole('super_admin', 'manager');

/** Reusable lists (/settings/lists). Mount at /api/lists. */
export const listRoutes = signedInRoutes()
  .get('/', doc(TAG, 'Lists with value counts', { ok: { schema: listsAnswerSchema } }), async (c) =>
    c.json({ data: await lists.listLists(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    doc(TAG, 'Create a list', { ok: { status: 201, schema: listAnswerSchema } }),
    editors,
    validate('json', listInputSchema),
    async (c) => c.json({ data: await lists.createList(c.var.db, c.var.caller, c.req.valid('json'), c.env) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'list',
      schema: listSchema,
      edit: 'put',
      input: listInputSchema,
      editors,
      summaries: { one: 'One list with its values' },
      get: lists.getList,
      update: lists.updateList,
      remove: lists.deleteList,
    }),
  )
  .post(
    '/:id/duplicate',
    doc(TAG, 'Duplicate a list', { ok: { status: 201, schema: listAnswerSchema } }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await lists.duplicateList(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  )
  .post(
    '/:id/refresh',
    doc(TAG, 'Refresh a CRM-field list from the CRM records', { ok: { schema: listAnswerSchema } }),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await lists.refreshList(c.var.db, c.var.caller, c.req.valid('param').id, c.env) }),
  )
  .get('/:id/usage', doc(TAG, 'Rules that use a list', { ok: { schema: listUsageAnswerSchema } }), validate('param', idParam), async (c) =>
    c.json({ data: await lists.listUsage(c.var.db, c.var.caller, c.req.valid('param').id) }),
  );
