import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { RedirectRuleInputSchema, redirectRuleListQuery, redirectRuleSequenceSchema } from '../../contracts/routers';
import { redirectRuleSchema } from '../../contracts/redirect-rules-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as rules from './service';

const TAG = 'redirect-rules';
const editors = requireRole('super_admin', 'manager');

/** Organization-wide redirect rules per outcome (spec section 2). Mounted at /api/redirect-rules. */
export const redirectRuleRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Redirect rules by type, in sequence (filter with ?type=)', { ok: { schema: listOf(redirectRuleSchema) } }), validate('query', redirectRuleListQuery), async (c) =>
    c.json({ data: await rules.listRules(c.var.db, c.var.caller, c.req.valid('query').type) }),
  )
  .post('/', doc(TAG, 'Create a redirect rule', { ok: { status: 201, schema: dataOf(redirectRuleSchema) } }), editors, validate('json', RedirectRuleInputSchema), async (c) =>
    c.json({ data: await rules.createRule(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/sequence', doc(TAG, "Set the evaluation order of one type's rules", { ok: { schema: listOf(redirectRuleSchema) } }), editors, validate('json', redirectRuleSequenceSchema), async (c) => {
    const { type, ids } = c.req.valid('json');
    return c.json({ data: await rules.reorder(c.var.db, c.var.caller, type, ids) });
  })
  .get('/:id', doc(TAG, 'One redirect rule (ETag: its version)', { ok: { etag: true, schema: dataOf(redirectRuleSchema) } }), validate('param', idParam), async (c) => {
    const data = await rules.getRule(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put('/:id', doc(TAG, 'Update a redirect rule (If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(redirectRuleSchema) } }), editors, validate('param', idParam), validate('json', RedirectRuleInputSchema), async (c) => {
    const data = await rules.updateRule(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c));
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .delete('/:id', doc(TAG, 'Delete a redirect rule', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await rules.deleteRule(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/duplicate', doc(TAG, 'Duplicate a redirect rule, placed after it', { ok: { status: 201, schema: dataOf(redirectRuleSchema) } }), editors, validate('param', idParam), async (c) =>
    c.json({ data: await rules.duplicateRule(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  );
