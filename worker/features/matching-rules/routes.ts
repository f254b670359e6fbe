import { idParam } from '../../contracts/common';
import { sequenceSchema } from '../../contracts/distribution';
import { MatchingRuleInputSchema } from '../../contracts/routing';
import { matchingRuleSchema } from '../../contracts/matching-rules-responses';
import { docCreated, docList } from '../../http/doc-answers';
import { versionedItemRoutes } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as rules from './service';

const TAG = 'matching-rules';
const editors = requireRole('super_admin', 'manager');

export const matchingRuleRoutes = signedInRoutes()
  .get('/', docList(TAG, 'Matching rules in sequence', matchingRuleSchema), async (c) =>
    c.json({ data: await rules.listRules(c.var.db, c.var.caller) }),
  )
  .post('/', docCreated(TAG, 'Create a matching rule', matchingRuleSchema), editors, validate('json', MatchingRuleInputSchema), async (c) =>
    c.json({ data: await rules.createRule(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/sequence', docList(TAG, 'Set the evaluation order', matchingRuleSchema), editors, validate('json', sequenceSchema), async (c) =>
    c.json({ data: await rules.reorder(c.var.db, c.var.caller, c.req.valid('json').ids) }),
  )
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'matching rule',
      schema: matchingRuleSchema,
      input: MatchingRuleInputSchema,
      editors,
      get: rules.getRule,
      update: rules.updateRule,
      remove: rules.deleteRule,
    }),
  )
  .post(
    '/:id/duplicate',
    docCreated(TAG, 'Duplicate a matching rule', matchingRuleSchema),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await rules.duplicateRule(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  );
