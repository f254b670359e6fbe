import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { DOMAIN_EVENT_TYPES, type DomainEvent } from '../../../contracts/events';
import { TRIGGER_EVENT, type WorkflowTrigger } from '../../../contracts/workflows';
import { workflowApplies } from '../../../core/workflows/match';
import type { EventHandler } from '../../events/service';
import { analyticsDestinations } from '../../messaging/service';
import { workflowAction } from '../actions/registry';
import { analyticsDeliveries } from './analytics';
import { workflowDeliveries } from './build';
import { loadSnapshot } from './context';
import * as deliveries from '../delivery-repo';
import { enqueueDeliveries } from './dispatch';
import * as repo from '../repo';

const TRIGGER_OF = new Map(Object.entries(TRIGGER_EVENT).map(([trigger, event]) => [event, trigger as WorkflowTrigger]));

/**
 * Turns one domain event into deliveries: one row per matching workflow action and per connected
 * analytics destination. The rows are the handler's statements, so they commit exactly once with the
 * handling; their ids derive from the event, so a second run inserts nothing new either way. They are
 * queued right away; a message that arrives before the commit waits and asks again.
 */
export async function fanOut(env: Env, db: Db, event: DomainEvent, now = Date.now()) {
  const trigger = TRIGGER_OF.get(event.type);
  const [candidates, destinations] = await Promise.all([
    trigger ? repo.activeWorkflowsFor(db, event.accountId, [trigger]) : [],
    analyticsDestinations(db, event.accountId),
  ]);
  if (!candidates.length && !destinations.length) return [];
  const snap = await loadSnapshot(db, event);
  if (!snap) return [];
  const cause = { id: event.id, type: event.type, subjectId: event.subjectId, occurredAt: event.occurredAt };
  const rows = (await analyticsDeliveries(destinations, snap, cause, now)).slice();
  for (const w of candidates) {
    if (!trigger || !workflowApplies(w, trigger, snap.subject)) continue;
    const dueAt = workflowAction(w.action)?.delays?.(w.config) ? event.occurredAt + w.delayMinutes * 60_000 : now;
    rows.push(...(await workflowDeliveries(w, trigger, snap, cause, now, Math.max(now, dueAt))));
  }
  await enqueueDeliveries(env, rows, now);
  return rows.map((r) => deliveries.insertDeliveryStmt(db, r));
}

/** The workflows' subscription to the domain event outbox (registered in jobs/event-handlers.ts). */
export const workflowsEventHandler: EventHandler = {
  name: 'workflows',
  // Every domain event: analytics destinations track them all, and a new trigger's event is heard without a second list.
  types: DOMAIN_EVENT_TYPES,
  // No active workflow on this event's trigger and no analytics destination: nothing to fan out.
  async applies(db, event, ctx) {
    const trigger = TRIGGER_OF.get(event.type);
    const [listening, analytics] = await Promise.all([
      trigger ? ctx.rows(`workflows:${trigger}`, () => repo.anyActiveWorkflowQuery(db, event.accountId, trigger)) : [],
      ctx.rows('analytics-destinations', () => repo.anyAnalyticsQuery(db, event.accountId)),
    ]);
    return listening.length > 0 || analytics.length > 0;
  },
  handle: (env, db, event) => fanOut(env, db, event),
};
