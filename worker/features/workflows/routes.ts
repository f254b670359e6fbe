import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { idParam } from '../../contracts/common';
import { DeliveryListQuery, WorkflowActiveSchema, WorkflowInputSchema } from '../../contracts/workflows';
import { deliveryAttemptSchema, deliverySchema, workflowSchema } from '../../contracts/workflows-responses';
import { dataOf, listOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth } from '../../http/session';
import { validate } from '../../http/validate';
import * as workflows from './service';
import * as log from './log';

const TAG = 'workflows';
const deliveryParam = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)), deliveryId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) });

export const workflowRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'List workflows', { ok: { schema: listOf(workflowSchema) } }), async (c) => c.json({ data: await workflows.listWorkflows(c.var.db, c.var.caller) }))
  .post('/', doc(TAG, 'Create a workflow (a webhook answers its signing secret once)', { ok: { status: 201, schema: dataOf(workflowSchema) } }), validate('json', WorkflowInputSchema), async (c) =>
    c.json({ data: await workflows.createWorkflow(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .get('/:id', doc(TAG, 'One workflow', { ok: { schema: dataOf(workflowSchema) } }), validate('param', idParam), async (c) => c.json({ data: await workflows.getWorkflow(c.var.db, c.var.caller, c.req.valid('param').id) }))
  .put('/:id', doc(TAG, 'Update a workflow', { ok: { schema: dataOf(workflowSchema) } }), validate('param', idParam), validate('json', WorkflowInputSchema), async (c) =>
    c.json({ data: await workflows.updateWorkflow(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .patch('/:id/active', doc(TAG, 'Turn a workflow on or off', { ok: { schema: dataOf(workflowSchema) } }), validate('param', idParam), validate('json', WorkflowActiveSchema), async (c) =>
    c.json({ data: await workflows.setWorkflowActive(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').active) }),
  )
  .delete('/:id', doc(TAG, 'Delete a workflow', { ok: { status: 204 } }), validate('param', idParam), async (c) => {
    await workflows.deleteWorkflow(c.var.db, c.var.caller, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/rotate-secret', doc(TAG, "Rotate a webhook's signing secret (the old one signs alongside for 24 hours)", { ok: { schema: dataOf(workflowSchema) } }), validate('param', idParam), async (c) =>
    c.json({ data: await workflows.rotateSecret(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get('/:id/deliveries', doc(TAG, 'The delivery log of a workflow', { ok: { schema: listOf(deliverySchema) } }), validate('param', idParam), validate('query', DeliveryListQuery), async (c) =>
    c.json({ data: await log.listWorkflowDeliveries(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query').status) }),
  )
  .get('/:id/deliveries/:deliveryId/attempts', doc(TAG, 'Attempts of one delivery', { ok: { schema: listOf(deliveryAttemptSchema) } }), validate('param', deliveryParam), async (c) =>
    c.json({ data: await log.deliveryAttempts(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('param').deliveryId) }),
  )
  .post('/:id/deliveries/:deliveryId/redeliver', doc(TAG, 'Send a delivery again now', { ok: { schema: dataOf(deliverySchema) } }), validate('param', deliveryParam), async (c) =>
    c.json({ data: await log.redeliver(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('param').deliveryId) }),
  );
