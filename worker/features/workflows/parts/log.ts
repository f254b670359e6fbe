import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { notFound } from '../../../core/errors';
import type { DeliveryAttemptDto, DeliveryDto, DeliveryStatus } from '../../../contracts/workflows';
import { deliverOne } from './deliver';
import * as deliveries from '../delivery-repo';
import * as repo from '../repo';
import { iso, isoOrNull, pick } from '../../../contracts/response-kit';

function toDto(r: deliveries.DeliveryRow): DeliveryDto {
  return {
    ...pick(r, 'id', 'workflowId', 'eventType', 'status', 'attempts', 'lastStatusCode', 'lastLatencyMs', 'responseExcerpt', 'lastError'),
    nextAttemptAt: r.status === 'pending' ? isoOrNull(r.nextAttemptAt) : null,
    createdAt: iso(r.createdAt),
    deliveredAt: isoOrNull(r.deliveredAt),
  };
}

async function ownWorkflow(db: Db, caller: Caller, workflowId: string) {
  const w = await repo.findWorkflow(db, caller.accountId, workflowId);
  if (!w) throw notFound('Workflow');
  return w;
}

/** The delivery log of one workflow (its endpoint): newest first, with each attempt's status, latency and answer. */
export async function listWorkflowDeliveries(db: Db, caller: Caller, workflowId: string, status?: DeliveryStatus): Promise<DeliveryDto[]> {
  await ownWorkflow(db, caller, workflowId);
  return (await deliveries.listDeliveries(db, caller.accountId, workflowId, status)).map(toDto);
}

export async function deliveryAttempts(db: Db, caller: Caller, workflowId: string, deliveryId: string): Promise<DeliveryAttemptDto[]> {
  await ownWorkflow(db, caller, workflowId);
  const d = await deliveries.findAccountDelivery(db, caller.accountId, deliveryId);
  if (!d || d.workflowId !== workflowId) throw notFound('Delivery');
  return (await deliveries.listAttempts(db, caller.accountId, deliveryId)).map((a) => ({
    attempt: a.attempt,
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    responseExcerpt: a.responseExcerpt,
    error: a.error,
    manual: a.manual,
    at: iso(a.at),
  }));
}

/**
 * Sends a delivery again now, with the same payload and webhook-id (a receiver that kept it can tell).
 * Two clicks at once make one attempt: the second finds the row leased and answers its state.
 */
export async function redeliver(
  env: Env,
  db: Db,
  caller: Caller,
  workflowId: string,
  deliveryId: string,
  now = Date.now(),
): Promise<DeliveryDto> {
  if (caller.role !== 'super_admin' && caller.role !== 'manager') throw notFound('Delivery');
  await ownWorkflow(db, caller, workflowId);
  const d = await deliveries.findAccountDelivery(db, caller.accountId, deliveryId);
  if (!d || d.workflowId !== workflowId) throw notFound('Delivery');
  if (d.status !== 'delivering') {
    await deliveries.resetForRedeliver(db, caller.accountId, deliveryId, now);
    await deliverOne(env, db, deliveryId, { now, manual: true });
  }
  return toDto((await deliveries.findDelivery(db, deliveryId))!);
}
