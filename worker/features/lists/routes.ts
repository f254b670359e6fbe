import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { listInputSchema } from '../../contracts/lists';
import { listAnswerSchema, listsAnswerSchema, listUsageAnswerSchema } from '../../contracts/lists-responses';
import { doc } from '../../http/openapi';
import { docDone } from '../../http/doc-answers';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as lists from './service';
import { noContent } from '../../http/answers';

const TAG = 'lists';
const editors = requireRole('super_admin', 'manager');

/** Reusable lists (/settings/lists). Mount at /api/lists. */
export const listRoutes = new Hono<AppEnv>()
  .use(requireAuth)
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
  .get('/:id', doc(TAG, 'One list with its values', { ok: { schema: listAnswerSchema } }), validate('param', idParam), async (c) =>
    c.json({ data: await lists.getList(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .put(
    '/:id',
    doc(TAG, 'Update a list', { ok: { schema: listAnswerSchema } }),
    editors,
    validate('param', idParam),
    validate('json', listInputSchema),
    async (c) => c.json({ data: await lists.updateList(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), c.env) }),
  )
  .delete('/:id', docDone(TAG, 'Delete a list'), editors, validate('param', idParam), async (c) =>
    noContent(c, lists.deleteList(c.var.db, c.var.caller, c.req.valid('param').id)),
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
