import * as v from 'valibot';
import { idParam } from '../../contracts/common';
import { DeliveryListQuery, WorkflowActiveSchema, WorkflowInputSchema } from '../../contracts/workflows';
import { deliveryAttemptSchema, deliverySchema, workflowSchema } from '../../contracts/workflows-responses';
import { docCreated, docData, docList } from '../../http/doc-answers';
import { itemRoutes } from '../../http/item-routes';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as workflows from './service';
import * as log from './parts/log';

const TAG = 'workflows';
const deliveryParam = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  deliveryId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
});

export const workflowRoutes = signedInRoutes()
  .get('/', docList(TAG, 'List workflows', workflowSchema), async (c) =>
    c.json({ data: await workflows.listWorkflows(c.var.db, c.var.caller) }),
  )
  .post(
    '/',
    docCreated(TAG, 'Create a workflow (a webhook answers its signing secret once)', workflowSchema),
    validate('json', WorkflowInputSchema),
    async (c) => c.json({ data: await workflows.createWorkflow(c.env, c.var.db, c.var.caller, c.req.valid('json')) }, 201),
  )
  .route(
    '/',
    itemRoutes({
      tag: TAG,
      noun: 'workflow',
      schema: workflowSchema,
      edit: 'put',
      input: WorkflowInputSchema,
      get: workflows.getWorkflow,
      update: (db, caller, id, input, env) => workflows.updateWorkflow(env, db, caller, id, input),
      remove: (db, caller, id) => workflows.deleteWorkflow(db, caller, id),
    }),
  )
  .patch(
    '/:id/active',
    docData(TAG, 'Turn a workflow on or off', workflowSchema),
    validate('param', idParam),
    validate('json', WorkflowActiveSchema),
    async (c) =>
      c.json({ data: await workflows.setWorkflowActive(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').active) }),
  )
  .post(
    '/:id/rotate-secret',
    docData(TAG, "Rotate a webhook's signing secret (the old one signs alongside for 24 hours)", workflowSchema),
    validate('param', idParam),
    async (c) => c.json({ data: await workflows.rotateSecret(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .get(
    '/:id/deliveries',
    docList(TAG, 'The delivery log of a workflow', deliverySchema),
    validate('param', idParam),
    validate('query', DeliveryListQuery),
    async (c) =>
      c.json({ data: await log.listWorkflowDeliveries(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('query').status) }),
  )
  .get(
    '/:id/deliveries/:deliveryId/attempts',
    docList(TAG, 'Attempts of one delivery', deliveryAttemptSchema),
    validate('param', deliveryParam),
    async (c) =>
      c.json({ data: await log.deliveryAttempts(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('param').deliveryId) }),
  )
  .post(
    '/:id/deliveries/:deliveryId/redeliver',
    docData(TAG, 'Send a delivery again now', deliverySchema),
    validate('param', deliveryParam),
    async (c) =>
      c.json({ data: await log.redeliver(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('param').deliveryId) }),
  );
