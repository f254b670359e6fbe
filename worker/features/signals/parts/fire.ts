import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Stmt } from '../../../db/batch';
import { SIGNAL_EVENT_TYPES, isUsageEvent, type DomainEvent } from '../../../contracts/events';
import { WORKFLOW_PLACEHOLDERS, eventLabel } from '../../../contracts/workflows';
import { renderPlaceholders } from '../../../core/workflows/message';
import { evaluateConditions } from '../../../core/routing/conditions';
import type { EventHandler } from '../../events/service';
import { activeUsers, loadSnapshot } from '../../workflows/service';
import * as repo from '../repo';
import { accountIdByDomain, prospectRecord } from '../../crm/service';
import { segmentIdsOf, segmentsForRouting } from '../../segments/service';
import { deliverFiring, finishDelivery, newDelivery, recipientsOf } from './deliver';
import { fireUsageSignals } from './fire-usage';

const KNOWN_PLACEHOLDERS = WORKFLOW_PLACEHOLDERS.map((p) => p.key);

/**
 * Fires the organization's active signals for one event: the event (or any event) matches, the filters
 * hold, and it has not fired for this key yet (the event, or the account or user and day for once per
 * day). Each firing writes one notification per recipient with its firing row, in the handler's batch;
 * e-mail and Slack alerts go out through the outbox and the delivery queue, the bell is told live.
 */
export async function fireSignals(env: Env, db: Db, event: DomainEvent, now = Date.now()): Promise<Stmt[]> {
  const list = await repo.activeSignals(db, event.accountId);
  if (!list.length) return [];
  const snap = await loadSnapshot(db, event);
  if (!snap) return [];
  const email = snap.meeting?.prospect.email || snap.prospect?.email || '';
  const domain = email.split('@')[1] ?? '';
  const ownerEmail = snap.meeting?.host.email || snap.prospect?.assignee?.email || '';
  const fields: Record<string, string> = {
    email,
    domain,
    prospect_name: snap.message.values.prospect_name ?? '',
    meeting_type: snap.meeting?.meetingType?.name ?? '',
    outcome: snap.prospect?.outcome ?? snap.meeting?.status ?? '',
    router: snap.prospect?.router?.name ?? '',
    assignee_email: ownerEmail,
    event: event.type,
  };
  // "View account" opens the prospect's account in the app: the built-in CRM account at their domain.
  const [people, crmAccountId] = await Promise.all([
    activeUsers(db, event.accountId),
    list.some((s) => s.actions.length > 0) ? accountIdByDomain(db, event.accountId, domain) : null,
  ]);
  const owner = people.find((p) => p.email === ownerEmail);
  // "is in segment" filters read the prospect's CRM record and the segments' membership, resolved before any filter runs.
  const segmentIds = segmentIdsOf(list.map((s) => s.filters));
  const record = segmentIds.length ? await prospectRecord(db, event.accountId, email, domain) : null;
  const segmentLists = segmentIds.length ? await segmentsForRouting(db, event.accountId, segmentIds, record ? [record] : []) : [];
  const day = new Date(event.occurredAt).toISOString().slice(0, 10);
  const out = newDelivery();
  for (const s of list) {
    if (s.event && s.event !== event.type) continue;
    const subject = s.triggerType === 'on_account' ? domain : owner?.id;
    if (!subject) continue;
    if (!evaluateConditions(s.filters, { answers: fields, record, lists: segmentLists }).passed) continue;
    const key = s.frequency === 'every_time' ? event.id : `${subject}:${day}`;
    if (await repo.firingExists(db, s.id, key)) continue;
    const recipients = await recipientsOf(db, event.accountId, s, people, owner);
    if (!recipients.length) continue;
    const title = `${s.name}: ${eventLabel(event.type)}`;
    // The message fills the same placeholders as workflows do, from the same event snapshot.
    const body =
      renderPlaceholders(s.message, snap.message.values, KNOWN_PLACEHOLDERS).trim() ||
      `${fields.prospect_name || email || 'A prospect'}${domain ? ` (${domain})` : ''}`;
    const link = s.actions.includes('view_account') && crmAccountId ? `/accounts/${crmAccountId}/users` : null;
    // "Add task": a to-do for each recipient on the prospect's account, else on the meeting; nothing to hang it on, no task.
    const taskSubject = crmAccountId
      ? ({ subjectType: 'account', subjectId: crmAccountId } as const)
      : snap.meeting
        ? ({ subjectType: 'meeting', subjectId: snap.meeting.id } as const)
        : null;
    await deliverFiring(env, db, { signal: s, key, event, email, domain, title, body, link, recipients, taskSubject }, now, out);
  }
  return finishDelivery(env, event.accountId, out);
}

export const signalsEventHandler: EventHandler = {
  name: 'signals',
  types: SIGNAL_EVENT_TYPES,
  // An organization without an active signal has nothing to fire.
  applies: async (db, event, ctx) => (await ctx.rows('signals', () => repo.anyActiveSignalQuery(db, event.accountId))).length > 0,
  handle: (env, db, event) => (isUsageEvent(event.type) ? fireUsageSignals(env, db, event) : fireSignals(env, db, event)),
};
