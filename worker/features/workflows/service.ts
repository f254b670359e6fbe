import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import * as v from 'valibot';
import { forbidden, notFound, problemAt, problemsError } from '../../core/errors';
import {
  isMeetingTrigger,
  isTimedTrigger,
  WORKFLOW_MESSAGES,
  WorkflowConfigSchema,
  type WorkflowConfig,
  type WorkflowDto,
  type WorkflowInput,
} from '../../contracts/workflows';
import type { ApiProblem } from '../../contracts/common';
import { seal } from '../../lib/vault';
import { connectionOf } from '../messaging/service';
import { requireFeatures } from '../plans/service';
import { newWebhookSecret, ROTATION_OVERLAP_MS } from '../../integrations/webhooks/sender';
import { WORKFLOW_ACTION_MODULES, workflowAction } from './actions/registry';
import * as repo from './repo';
import { iso, isoOrNull } from '../../contracts/response-kit';

export { loadSnapshot } from './parts/context';
export { activeUsers, usersByIds } from './parts/people';
export { prepareSlackMessage } from './parts/outbound';
export { deliverOne, requeueOverdueDeliveries } from './parts/deliver';
export { sweepTimedWorkflows } from './parts/timed';
export { workflowsEventHandler } from './parts/fanout';

function toDto(row: repo.WorkflowRow, secret?: string): WorkflowDto {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger as WorkflowDto['trigger'],
    action: row.action as WorkflowDto['action'],
    meetingTypeScope: row.meetingTypeScope,
    meetingTypeIds: row.meetingTypeIds,
    meetingKinds: row.meetingKinds as WorkflowDto['meetingKinds'],
    delayMinutes: row.delayMinutes,
    config: row.config,
    active: row.active,
    webhook: row.webhookSecret ? { secretHint: row.webhookSecretHint ?? '', rotatedAt: isoOrNull(row.webhookRotatedAt) } : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(secret ? { secret } : {}),
  };
}

const editors = (caller: Caller) => {
  if (caller.role !== 'super_admin' && caller.role !== 'manager') throw forbidden();
};

/**
 * The rules of spec section 5 that need more than one field: meeting types for meeting triggers, then
 * what the chosen action requires (its module's check: fields, delay, SMS length, the connection it
 * uses). Every problem is reported at once, one per field, as the form shows them.
 */
async function check(db: Db, accountId: string, w: WorkflowInput) {
  const action = WORKFLOW_ACTION_MODULES[w.action];
  await requireFeatures(db, accountId, [action.feature], '/action');
  const errors: ApiProblem[] = [];
  const add = (pointer: string, detail: string) => errors.push(problemAt(pointer, detail));
  if (isMeetingTrigger(w.trigger)) {
    if (!w.meetingKinds.length || (w.meetingTypeScope === 'selected' && !w.meetingTypeIds.length))
      add('/meetingTypeIds', WORKFLOW_MESSAGES.meetingTypes);
  }
  const connected = async (provider: Parameters<typeof connectionOf>[2]) =>
    (await connectionOf(db, accountId, provider))?.status === 'connected';
  await action.check({ input: w, add, connected });
  if (errors.length) throw problemsError('invalid', errors);
}

/**
 * Only what the chosen action uses is kept (the fields of its config schema), so a workflow never
 * carries a stale Slack channel or URL. An action that may wait (a webhook) and does not drops its
 * delay, unless the trigger is timed: there the delay is the trigger's own offset.
 */
function normalise(w: WorkflowInput): WorkflowInput {
  const action = WORKFLOW_ACTION_MODULES[w.action];
  const kept = Object.fromEntries(
    Object.keys(action.config.entries).map((k) => [k, w.config[k as keyof WorkflowConfig]]),
  ) as Partial<WorkflowConfig>;
  const config: WorkflowConfig = { ...v.parse(WorkflowConfigSchema, {}), ...kept, ...action.normalise?.(w.config) };
  const waits = isTimedTrigger(w.trigger) || (action.delays?.(w.config) ?? true);
  return {
    ...w,
    config,
    meetingTypeIds: w.meetingTypeScope === 'selected' ? w.meetingTypeIds : [],
    delayMinutes: waits ? w.delayMinutes : 0,
  };
}

async function secretColumns(env: Env, now: number) {
  const secret = newWebhookSecret();
  return { secret, cols: { webhookSecret: await seal(env, secret), webhookSecretHint: `…${secret.slice(-4)}`, webhookRotatedAt: now } };
}

export const listWorkflows = async (db: Db, caller: Caller) => (await repo.listWorkflowRows(db, caller.accountId)).map((r) => toDto(r));

export async function getWorkflow(db: Db, caller: Caller, id: string) {
  const row = await repo.findWorkflow(db, caller.accountId, id);
  if (!row) throw notFound('Workflow');
  return toDto(row);
}

/** Creates a workflow; a webhook gets its signing secret, returned this once. */
export async function createWorkflow(env: Env, db: Db, caller: Caller, input: WorkflowInput, now = Date.now()) {
  editors(caller);
  const w = normalise(input);
  await check(db, caller.accountId, w);
  const id = crypto.randomUUID();
  const signing = WORKFLOW_ACTION_MODULES[w.action].signed ? await secretColumns(env, now) : null;
  await repo.insertWorkflow(db, {
    id,
    accountId: caller.accountId,
    ...w,
    ...(signing?.cols ?? {}),
    activeSince: now,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  return toDto((await repo.findWorkflow(db, caller.accountId, id))!, signing?.secret);
}

export async function updateWorkflow(env: Env, db: Db, caller: Caller, id: string, input: WorkflowInput, now = Date.now()) {
  editors(caller);
  const current = await repo.findWorkflow(db, caller.accountId, id);
  if (!current) throw notFound('Workflow');
  const w = normalise(input);
  await check(db, caller.accountId, w);
  const signing = WORKFLOW_ACTION_MODULES[w.action].signed && !current.webhookSecret ? await secretColumns(env, now) : null;
  const becameActive = w.active && !current.active;
  const row = await repo.updateWorkflow(db, caller.accountId, id, {
    ...w,
    ...(signing?.cols ?? {}),
    ...(becameActive ? { activeSince: now } : {}),
    updatedAt: now,
  });
  if (!row) throw notFound('Workflow');
  return toDto(row, signing?.secret);
}

export async function setWorkflowActive(db: Db, caller: Caller, id: string, active: boolean, now = Date.now()) {
  editors(caller);
  const row = await repo.setActive(db, caller.accountId, id, active, now);
  if (!row) throw notFound('Workflow');
  return toDto(row);
}

export async function deleteWorkflow(db: Db, caller: Caller, id: string, now = Date.now()) {
  editors(caller);
  if (!(await repo.softDelete(db, caller.accountId, id, now))) throw notFound('Workflow');
}

/** A new signing secret; the previous one keeps signing alongside for a day so receivers can switch. */
export async function rotateSecret(env: Env, db: Db, caller: Caller, id: string, now = Date.now()) {
  editors(caller);
  const current = await repo.findWorkflow(db, caller.accountId, id);
  if (!current || !workflowAction(current.action)?.signed) throw notFound('Workflow');
  const { secret, cols } = await secretColumns(env, now);
  const row = await repo.updateWorkflow(db, caller.accountId, id, {
    ...cols,
    webhookPreviousSecret: current.webhookSecret,
    webhookPreviousUntil: now + ROTATION_OVERLAP_MS,
    updatedAt: now,
  });
  return toDto(row!, secret);
}
