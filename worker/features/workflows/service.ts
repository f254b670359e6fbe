import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { forbidden, notFound, problemAt, problemsError } from '../../core/errors';
import { smsLength } from '../../core/sms/segments';
import { isHttpUrl, isMeetingTrigger, WORKFLOW_MESSAGES, TWILIO_MESSAGES, type WorkflowDto, type WorkflowInput } from '../../contracts/workflows';
import type { ApiProblem } from '../../contracts/common';
import { seal } from '../../lib/vault';
import { connectionOf, normalisePhone } from '../messaging/service';
import { requireFeatures } from '../plans/service';
import { newWebhookSecret, ROTATION_OVERLAP_MS } from '../webhooks/service';
import * as repo from './repo';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

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
    webhook: row.webhookSecret ? { secretHint: row.webhookSecretHint ?? '', rotatedAt: iso(row.webhookRotatedAt) } : null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    ...(secret ? { secret } : {}),
  };
}

const editors = (caller: Caller) => {
  if (caller.role !== 'super_admin' && caller.role !== 'manager') throw forbidden();
};

/**
 * The rules of spec section 5 that need more than one field: what each action requires, meeting
 * types for meeting triggers, the webhook delay, the SMS length and the connections an action uses.
 * Every problem is reported at once, one per field, as the form shows them.
 */
async function check(db: Db, accountId: string, w: WorkflowInput) {
  await requireFeatures(db, accountId, [w.action === 'send_sms' && 'sms'], '/action');
  const errors: ApiProblem[] = [];
  const add = (pointer: string, detail: string) => errors.push(problemAt(pointer, detail));
  const c = w.config;
  if (isMeetingTrigger(w.trigger)) {
    if (!w.meetingKinds.length || (w.meetingTypeScope === 'selected' && !w.meetingTypeIds.length)) add('/meetingTypeIds', WORKFLOW_MESSAGES.meetingTypes);
  }
  if (w.action === 'send_slack') {
    if (!c.slackChannel && !c.slackMemberIds.length) add('/config/slackChannel', WORKFLOW_MESSAGES.slackChannel);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.messageBody);
    const slack = await connectionOf(db, accountId, 'slack');
    if (!slack || slack.status !== 'connected') add('/action', WORKFLOW_MESSAGES.slackNotConnected);
  }
  if (w.action === 'send_email') {
    if (!c.emails.length) add('/config/emails', WORKFLOW_MESSAGES.emails);
    if (!c.title) add('/config/title', WORKFLOW_MESSAGES.messageTitle);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.messageBody);
  }
  if (w.action === 'send_webhook') {
    if (!c.webhookUrl) add('/config/webhookUrl', WORKFLOW_MESSAGES.webhookUrl);
    else if (!isHttpUrl(c.webhookUrl)) add('/config/webhookUrl', WORKFLOW_MESSAGES.webhookUrlInvalid);
    if (!c.headers.length) add('/config/headers', WORKFLOW_MESSAGES.headersRequired);
    if (c.delayWebhook && w.delayMinutes < 1) add('/delayMinutes', WORKFLOW_MESSAGES.webhookDelay);
  }
  if (w.action === 'send_sms') {
    if (!c.smsFrom) add('/config/smsFrom', WORKFLOW_MESSAGES.smsSender);
    else if (!normalisePhone(c.smsFrom)) add('/config/smsFrom', TWILIO_MESSAGES.senderInvalid);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.smsEmpty);
    else if (smsLength(c.message).exceeded) add('/config/message', WORKFLOW_MESSAGES.smsTooLong);
    const twilio = await connectionOf(db, accountId, 'twilio');
    if (!twilio || twilio.status !== 'connected') add('/action', WORKFLOW_MESSAGES.smsNotConnected);
  }
  if (errors.length) throw problemsError('invalid', errors);
}

/** Only what the chosen action uses is kept, so a workflow never carries a stale Slack channel or URL. */
function normalise(w: WorkflowInput): WorkflowInput {
  const c = w.config;
  const keep = {
    send_email: { emails: c.emails, title: c.title, message: c.message, infoBlocks: c.infoBlocks },
    send_slack: { slackChannel: c.slackChannel, slackMemberIds: c.slackMemberIds, message: c.message, infoBlocks: c.infoBlocks },
    send_sms: { smsFrom: normalisePhone(c.smsFrom) ?? c.smsFrom, smsTo: c.smsTo, message: c.message },
    send_webhook: { webhookUrl: c.webhookUrl, headers: c.headers, delayWebhook: c.delayWebhook },
  }[w.action];
  const config = { slackChannel: '', slackMemberIds: [], emails: [], title: '', message: '', infoBlocks: [], webhookUrl: '', headers: [], smsFrom: '', smsTo: 'prospect' as const, delayWebhook: false, ...keep };
  return { ...w, config, meetingTypeIds: w.meetingTypeScope === 'selected' ? w.meetingTypeIds : [], delayMinutes: w.action === 'send_webhook' && !c.delayWebhook && !w.trigger.endsWith('_start') && !w.trigger.endsWith('_end') ? 0 : w.delayMinutes };
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
  const signing = w.action === 'send_webhook' ? await secretColumns(env, now) : null;
  await repo.insertWorkflow(db, { id, accountId: caller.accountId, ...w, ...(signing?.cols ?? {}), activeSince: now, createdBy: caller.userId, createdAt: now, updatedAt: now });
  return toDto((await repo.findWorkflow(db, caller.accountId, id))!, signing?.secret);
}

export async function updateWorkflow(env: Env, db: Db, caller: Caller, id: string, input: WorkflowInput, now = Date.now()) {
  editors(caller);
  const current = await repo.findWorkflow(db, caller.accountId, id);
  if (!current) throw notFound('Workflow');
  const w = normalise(input);
  await check(db, caller.accountId, w);
  const signing = w.action === 'send_webhook' && !current.webhookSecret ? await secretColumns(env, now) : null;
  const becameActive = w.active && !current.active;
  const row = await repo.updateWorkflow(db, caller.accountId, id, { ...w, ...(signing?.cols ?? {}), ...(becameActive ? { activeSince: now } : {}), updatedAt: now });
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
  if (!current || current.action !== 'send_webhook') throw notFound('Workflow');
  const { secret, cols } = await secretColumns(env, now);
  const row = await repo.updateWorkflow(db, caller.accountId, id, { ...cols, webhookPreviousSecret: current.webhookSecret, webhookPreviousUntil: now + ROTATION_OVERLAP_MS, updatedAt: now });
  return toDto(row!, secret);
}

