import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { sequenceSchema } from '../../contracts/distribution';
import { MatchingRuleInputSchema } from '../../contracts/routing';
import { matchingRuleSchema } from '../../contracts/matching-rules-responses';
import { ifMatchVersions } from '../../http/etag';
import { docCreated, docDone, docList } from '../../http/doc-answers';
import { docVersionedEdit, docVersionedRead, versioned } from '../../http/versioned';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as rules from './service';
import { noContent } from '../../http/answers';

const TAG = 'matching-rules';
const editors = requireRole('super_admin', 'manager');

export const matchingRuleRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', docList(TAG, 'Matching rules in sequence', matchingRuleSchema), async (c) =>
    c.json({ data: await rules.listRules(c.var.db, c.var.caller) }),
  )
  .post('/', docCreated(TAG, 'Create a matching rule', matchingRuleSchema), editors, validate('json', MatchingRuleInputSchema), async (c) =>
    c.json({ data: await rules.createRule(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/sequence', docList(TAG, 'Set the evaluation order', matchingRuleSchema), editors, validate('json', sequenceSchema), async (c) =>
    c.json({ data: await rules.reorder(c.var.db, c.var.caller, c.req.valid('json').ids) }),
  )
  .get('/:id', docVersionedRead(TAG, 'One matching rule', matchingRuleSchema), validate('param', idParam), async (c) =>
    versioned(c, await rules.getRule(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .put(
    '/:id',
    docVersionedEdit(TAG, 'Update a matching rule', matchingRuleSchema),
    editors,
    validate('param', idParam),
    validate('json', MatchingRuleInputSchema),
    async (c) =>
      versioned(c, await rules.updateRule(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c))),
  )
  .delete('/:id', docDone(TAG, 'Delete a matching rule'), editors, validate('param', idParam), async (c) =>
    noContent(c, rules.deleteRule(c.var.db, c.var.caller, c.req.valid('param').id)),
  )
  .post(
    '/:id/duplicate',
    docCreated(TAG, 'Duplicate a matching rule', matchingRuleSchema),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await rules.duplicateRule(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  );
