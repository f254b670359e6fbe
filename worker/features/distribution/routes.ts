import { idParam } from '../../contracts/common';
import {
  adjustSchema,
  distributionRequestSchema,
  ledgerQuery,
  listDistributionQuery,
  sequenceSchema,
  vacationSchema,
} from '../../contracts/distribution';
import { distributionRuleSchema, ledgerEntrySchema, roundRobinSnapshotSchema } from '../../contracts/distribution-responses';
import { docCreated, docData, docList } from '../../http/doc-answers';
import { versionedItemRoutes } from '../../http/versioned';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as rr from './parts/round-robin';
import * as rules from './service';

const TAG = 'distribution';
const editors = requireRole('super_admin', 'manager');

export const distributionRoutes = signedInRoutes()
  .get(
    '/',
    docList(TAG, 'Distribution rules and the fallback pod, in sequence', distributionRuleSchema),
    validate('query', listDistributionQuery),
    async (c) => c.json({ data: await rules.listRules(c.var.db, c.var.caller, c.req.valid('query').kind) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create a distribution rule or the fallback pod', distributionRuleSchema),
    editors,
    validate('json', distributionRequestSchema),
    async (c) => c.json({ data: await rules.createRule(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put(
    '/sequence',
    docList(TAG, 'Set the evaluation order', distributionRuleSchema),
    editors,
    validate('json', sequenceSchema),
    async (c) => c.json({ data: await rules.reorder(c.var.db, c.var.caller, c.req.valid('json').ids) }),
  )
  .route(
    '/',
    versionedItemRoutes({
      tag: TAG,
      noun: 'distribution rule',
      schema: distributionRuleSchema,
      input: distributionRequestSchema,
      editors,
      get: rules.getRuleDto,
      update: (db, caller, id, input, ifMatch, env) => rules.updateRule(env, db, caller, id, input, ifMatch),
      remove: rules.deleteRule,
    }),
  )
  .post(
    '/:id/duplicate',
    docCreated(TAG, 'Duplicate a distribution rule', distributionRuleSchema),
    editors,
    validate('param', idParam),
    async (c) => c.json({ data: await rules.duplicateRule(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  )
  .get(
    '/:id/round-robin',
    docData(TAG, 'Round robin history: levels, outcomes, reset date, queue preview', roundRobinSnapshotSchema),
    validate('param', idParam),
    async (c) => c.json({ data: await rr.snapshot(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get(
    '/:id/round-robin/log',
    docList(TAG, 'Round robin log (ledger), newest first', ledgerEntrySchema),
    validate('param', idParam),
    validate('query', ledgerQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({
        data: await rr.ledger(
          c.env,
          c.var.db,
          c.var.caller,
          c.req.valid('param').id,
          q.before ? Number(q.before) : null,
          q.limit ? Number(q.limit) : 100,
        ),
      });
    },
  )
  .post(
    '/:id/round-robin/adjust',
    docData(TAG, "Adjust a member's meeting count with a reason", roundRobinSnapshotSchema),
    editors,
    validate('param', idParam),
    validate('json', adjustSchema),
    async (c) => c.json({ data: await rr.adjust(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post(
    '/:id/round-robin/vacation',
    docData(TAG, 'Start or end a member vacation', roundRobinSnapshotSchema),
    editors,
    validate('param', idParam),
    validate('json', vacationSchema),
    async (c) => c.json({ data: await rr.vacation(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  );
