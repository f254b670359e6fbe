import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { sequenceSchema } from '../../contracts/distribution';
import { MatchingRuleInputSchema } from '../../contracts/routing';
import { matchingRuleSchema } from '../../contracts/matching-rules-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as rules from './service';

const TAG = 'matching-rules';
const editors = requireRole('super_admin', 'manager');

export const matchingRuleRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Matching rules in sequence', { ok: { schema: listOf(matchingRuleSchema) } }), async (c) => c.json({ data: await rules.listRules(c.var.db, c.var.caller) }))
  .post('/', doc(TAG, 'Create a matching rule', { ok: { status: 201, schema: dataOf(matchingRuleSchema) } }), editors, validate('json', MatchingRuleInputSchema), async (c) =>
    c.json({ data: await rules.createRule(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/sequence', doc(TAG, 'Set the evaluation order', { ok: { schema: listOf(matchingRuleSchema) } }), editors, validate('json', sequenceSchema), async (c) =>
    c.json({ data: await rules.reorder(c.var.db, c.var.caller, c.req.valid('json').ids) }),
  )
  .get('/:id', doc(TAG, 'One matching rule (ETag: its version)', { ok: { etag: true, schema: dataOf(matchingRuleSchema) } }), validate('param', idParam), async (c) => {
    const data = await rules.getRule(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put('/:id', doc(TAG, 'Update a matching rule (If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(matchingRuleSchema) } }), editors, validate('param', idParam), validate('json', MatchingRuleInputSchema), async (c) => {
    const data = await rules.updateRule(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c));
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .delete('/:id', doc(TAG, 'Delete a matching rule', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await rules.deleteRule(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/duplicate', doc(TAG, 'Duplicate a matching rule', { ok: { status: 201, schema: dataOf(matchingRuleSchema) } }), editors, validate('param', idParam), async (c) =>
    c.json({ data: await rules.duplicateRule(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  );
