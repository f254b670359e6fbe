import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { adjustSchema, distributionRequestSchema, ledgerQuery, listDistributionQuery, sequenceSchema, vacationSchema } from '../../contracts/distribution';
import { distributionRuleSchema, ledgerEntrySchema, roundRobinSnapshotSchema } from '../../contracts/distribution-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { etagOf, ifMatchVersions } from '../../http/etag';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as rr from './round-robin';
import * as rules from './service';

const TAG = 'distribution';
const editors = requireRole('super_admin', 'manager');

export const distributionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'Distribution rules and the fallback pod, in sequence', { ok: { schema: listOf(distributionRuleSchema) } }), validate('query', listDistributionQuery), async (c) =>
    c.json({ data: await rules.listRules(c.var.db, c.var.caller, c.req.valid('query').kind) }),
  )
  .post('/', doc(TAG, 'Create a distribution rule or the fallback pod', { ok: { status: 201, schema: dataOf(distributionRuleSchema) } }), editors, validate('json', distributionRequestSchema), async (c) =>
    c.json({ data: await rules.createRule(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .put('/sequence', doc(TAG, 'Set the evaluation order', { ok: { schema: listOf(distributionRuleSchema) } }), editors, validate('json', sequenceSchema), async (c) =>
    c.json({ data: await rules.reorder(c.var.db, c.var.caller, c.req.valid('json').ids) }),
  )
  .get('/:id', doc(TAG, 'One distribution rule (ETag: its version)', { ok: { etag: true, schema: dataOf(distributionRuleSchema) } }), validate('param', idParam), async (c) => {
    const row = await rules.getRule(c.var.db, c.var.caller, c.req.valid('param').id);
    const data = (await rules.listRules(c.var.db, c.var.caller, row.kind)).find((r) => r.id === row.id)!;
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .put('/:id', doc(TAG, 'Update a distribution rule (If-Match: the version edited, else 412)', { ifMatch: true, ok: { etag: true, schema: dataOf(distributionRuleSchema) } }), editors, validate('param', idParam), validate('json', distributionRequestSchema), async (c) => {
    const data = await rules.updateRule(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json'), ifMatchVersions(c));
    return c.json({ data }, 200, { ETag: etagOf(data.version) });
  })
  .delete('/:id', doc(TAG, 'Delete a distribution rule', { ok: { status: 204 } }), editors, validate('param', idParam), async (c) => {
    await rules.deleteRule(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/duplicate', doc(TAG, 'Duplicate a distribution rule', { ok: { status: 201, schema: dataOf(distributionRuleSchema) } }), editors, validate('param', idParam), async (c) =>
    c.json({ data: await rules.duplicateRule(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }, 201),
  )
  .get('/:id/round-robin', doc(TAG, 'Round robin history: levels, outcomes, reset date, queue preview', { ok: { schema: dataOf(roundRobinSnapshotSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await rr.snapshot(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get('/:id/round-robin/log', doc(TAG, 'Round robin log (ledger), newest first', { ok: { schema: listOf(ledgerEntrySchema) } }), validate('param', idParam), validate('query', ledgerQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await rr.ledger(c.env, c.var.db, c.var.caller, c.req.valid('param').id, q.before ? Number(q.before) : null, q.limit ? Number(q.limit) : 100) });
  })
  .post('/:id/round-robin/adjust', doc(TAG, "Adjust a member's meeting count with a reason", { ok: { schema: dataOf(roundRobinSnapshotSchema) } }), editors, validate('param', idParam), validate('json', adjustSchema), async (c) =>
    c.json({ data: await rr.adjust(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post('/:id/round-robin/vacation', doc(TAG, 'Start or end a member vacation', { ok: { schema: dataOf(roundRobinSnapshotSchema) } }), editors, validate('param', idParam), validate('json', vacationSchema), async (c) =>
    c.json({ data: await rr.vacation(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  );
