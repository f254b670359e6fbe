import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Stmt } from '../../../db/batch';
import type { DomainEvent, DomainEventPayloads } from '../../../contracts/events';
import { WORKFLOW_PLACEHOLDERS, eventLabel } from '../../../contracts/workflows';
import { USAGE_LEVEL_LABELS, type UsageLevel } from '../../../contracts/product-usage';
import { renderPlaceholders } from '../../../core/workflows/message';
import { evaluateConditions } from '../../../core/routing/conditions';
import { activeUsers } from '../../workflows/service';
import { accountIdByDomain, prospectRecord } from '../../crm/service';
import { segmentIdsOf, segmentsForRouting } from '../../segments/service';
import * as repo from '../repo';
import { deliverFiring, finishDelivery, newDelivery, recipientsOf } from './deliver';

const KNOWN_PLACEHOLDERS = WORKFLOW_PLACEHOLDERS.map((p) => p.key);
type Activation = DomainEventPayloads['usage.activation_event'];
type LevelChange = DomainEventPayloads['usage.level_changed'];
const levelLabel = (l: string) => USAGE_LEVEL_LABELS[l as UsageLevel] ?? l;

/**
 * Fires the signals that name a product usage event (never "any event": that means meetings and
 * prospects): an activation event performed by an account's user, or the account's score moving to
 * another level. Filters read the event and the user's (else the account's) CRM record, segments
 * included. Every time: once per usage event (a level change once per level and event count); once per
 * day: once per account (or user) and day.
 */
export async function fireUsageSignals(env: Env, db: Db, event: DomainEvent, now = Date.now()): Promise<Stmt[]> {
  const list = (await repo.activeSignals(db, event.accountId)).filter((s) => s.event === event.type);
  if (!list.length) return [];
  const activation = event.type === 'usage.activation_event' ? (event.payload as Activation) : null;
  const change = event.type === 'usage.level_changed' ? (event.payload as LevelChange) : null;
  const domain = (activation ?? change)!.domain;
  const email = activation?.email ?? '';
  const [record, crmAccountId, people] = await Promise.all([
    prospectRecord(db, event.accountId, email, domain),
    accountIdByDomain(db, event.accountId, domain),
    activeUsers(db, event.accountId),
  ]);
  const score = change ? change.score : record?.fields.usage_score;
  const fields: Record<string, string> = {
    email,
    domain,
    event: event.type,
    usage_event: activation?.name ?? '',
    usage_score: score === null || score === undefined ? '' : String(score),
    usage_level: change?.level ?? String(record?.fields.usage_level ?? ''),
    previous_usage_level: change?.previousLevel ?? '',
  };
  const owner = people.find((p) => p.id === record?.fields.owner_id);
  const segmentIds = segmentIdsOf(list.map((s) => s.filters));
  const lists = segmentIds.length ? await segmentsForRouting(db, event.accountId, segmentIds, record ? [record] : []) : [];
  const day = new Date(event.occurredAt).toISOString().slice(0, 10);
  const out = newDelivery();
  for (const s of list) {
    const subject = s.triggerType === 'on_account' ? domain : email;
    if (!subject) continue;
    if (!evaluateConditions(s.filters, { answers: fields, record, lists }).passed) continue;
    const once = change ? `level:${domain}:${change.basis}:${change.level}` : `event:${activation!.source}:${activation!.eventId}`;
    const key = s.frequency === 'every_time' ? once : `${subject}:${day}`;
    if (await repo.firingExists(db, s.id, key)) continue;
    const recipients = await recipientsOf(db, event.accountId, s, people, owner);
    if (!recipients.length) continue;
    const title = `${s.name}: ${eventLabel(event.type)}`;
    const told = activation
      ? `${email || domain} performed ${activation.name} (${domain})`
      : `${domain}: usage ${levelLabel(change!.previousLevel)} to ${levelLabel(change!.level)} (score ${change!.score ?? 'none'})`;
    const body = renderPlaceholders(s.message, { prospect_name: email || domain }, KNOWN_PLACEHOLDERS).trim() || told;
    const link = s.actions.includes('view_account') && crmAccountId ? `/accounts/${crmAccountId}/users` : null;
    const taskSubject = crmAccountId ? ({ subjectType: 'account', subjectId: crmAccountId } as const) : null;
    await deliverFiring(env, db, { signal: s, key, event, email, domain, title, body, link, recipients, taskSubject }, now, out);
  }
  return finishDelivery(env, event.accountId, out);
}
