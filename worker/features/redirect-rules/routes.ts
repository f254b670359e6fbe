import { idParam } from '../../contracts/common';
import { RedirectRuleInputSchema, redirectRuleListQuery, redirectRuleSequenceSchema } from '../../contracts/routers';
import { redirectRuleSchema } from '../../contracts/redirect-rules-responses';
import { docCreated, docList } from '../../http/doc-answers';
import { versionedItemRoutes } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as rules from './service';

const TAG = 'redirect-rules';
const editors = requireRole('super_admin', 'manager');

/** Organization-wide redirect rules per outcome (spec section 2). Mounted at /api/redirect-rules. */
export const redirectRuleRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, 'Redirect rules by type, in sequence (filter with ?type=)', redirectRuleSchema),
    validate('query', redirectRuleListQuery),
    async (c) => c.json({ data: await rules.listRules(c.var.db, c.var.caller, c.req.valid('query').type) }),
  )
  .post('/', docCreated(TAG, 'Create a redirect rule', redirectRuleSchema), editors, validate('json', RedirectRuleInputSchema), async (c) =>
    c.json({ data: await rules.createRule(c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put(
    '/sequence',
    docList(TAG, "Set the evaluation order of one type's rules", redirectRuleSchema),
    editors,
    validate('json', redirectRuleSequenceSchema),
    async (c) => {
      const { type, ids } = c.req.valid('json');
      return c.json({ data: await rules.reorder(c.var.db, c.var.caller, type, ids) });
    },
  )
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'redirect rule',
      schema: redirectRuleSchema,
      input: RedirectRuleInputSchema,
      editors,
      get: rules.getRule,
      update: rules.updateRule,
      remove: rules.deleteRule,
    }),
  )
  .post(
    '/:id/duplicate',
    docCreated(TAG, 'Duplicate a redirect rule, placed after it', redirectRuleSchema),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await rules.duplicateRule(c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  );
