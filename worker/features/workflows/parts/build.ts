import type { WorkflowTrigger } from '../../../contracts/workflows';
import type { Cause } from '../actions/action';
import { workflowAction } from '../actions/registry';
import type { EventSnapshot } from './context';
import type { DeliveryInsert } from '../delivery-repo';
import type { WorkflowRow } from '../repo';

/** A delivery id derived from what caused it, so handling the same cause twice writes the same ids. */
export async function deliveryId(...parts: string[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|'))));
  return `msg_${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The deliveries one workflow owes one cause, as its action builds them (actions/registry.ts).
 * Messages are rendered now, from the state the event left behind; `dueAt` carries a webhook's delay.
 */
export async function workflowDeliveries(
  w: WorkflowRow,
  trigger: WorkflowTrigger,
  snap: EventSnapshot,
  cause: Cause,
  now: number,
  dueAt = now,
): Promise<DeliveryInsert[]> {
  const action = workflowAction(w.action);
  if (!action) return [];
  const base = {
    accountId: w.accountId,
    workflowId: w.id,
    eventId: cause.id,
    eventType: trigger,
    subjectId: cause.subjectId,
    createdAt: now,
    nextAttemptAt: dueAt,
  };
  return action.build({ workflow: w, trigger, snap, cause, now, base, id: (...more) => deliveryId(cause.id, w.id, ...more) });
}
