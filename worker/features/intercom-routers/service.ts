import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { DomainError, fieldError, notFound } from '../../core/errors';
import {
  INTERCOM_MAX_DROPDOWN_CHOICES,
  INTERCOM_MESSAGES,
  type IntercomRouterDto,
  type IntercomRouterInput,
  type IntercomRouterSummaryDto,
  type IntercomRoutingDto,
} from '../../contracts/intercom';
import { intercomClient } from '../../integrations/messaging/intercom';
import { getRule as getDistributionRule } from '../distribution/service';
import { getRule as getMatchingRule } from '../matching-rules/service';
import { routerTallies, STATS_WINDOW_MS } from '../routing-logs/service';
import { adminOnly, requireConnection, withAccess } from './parts/connection';
import * as repo from './repo';
import { iso, pick } from '../../contracts/response-kit';

export { beginConnect, completeConnect, connectionStatus, contactAttributes, saveAdminMapping } from './parts/connection';
export { intercomWebhook } from './parts/webhook';

function toDto(r: repo.IntercomRouterRecord): IntercomRouterDto {
  return {
    ...pick(r, 'id', 'name', 'trigger', 'attributeName', 'attributeValue', 'matchingRuleIds', 'podId', 'tags', 'active', 'version'),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/**
 * What a router names must exist: its pod and matching rules in this organization, and for an attribute
 * trigger an attribute of the Intercom workspace's contacts, never a dropdown of more than ten choices.
 */
async function checkReferences(env: Env, db: Db, caller: Caller, input: IntercomRouterInput): Promise<IntercomRouterInput> {
  await getDistributionRule(db, caller, input.podId).catch(() => {
    throw fieldError('podId', INTERCOM_MESSAGES.podUnknown);
  });
  for (const id of input.matchingRuleIds)
    await getMatchingRule(db, caller, id).catch(() => {
      throw fieldError('matchingRuleIds', 'Select matching rules of this organization');
    });
  if (input.trigger === 'conversation_started') return { ...input, attributeName: null, attributeValue: null };
  if (!input.attributeName) throw fieldError('attributeName', INTERCOM_MESSAGES.attributeRequired);
  if (!input.attributeValue) throw fieldError('attributeValue', INTERCOM_MESSAGES.valueRequired);
  const access = await requireConnection(env, db, caller.accountId);
  const attrs = await withAccess(db, access, (a) => intercomClient(env).contactAttributes(a.token));
  const attr = attrs.find((a) => a.name === input.attributeName);
  if (!attr) throw fieldError('attributeName', INTERCOM_MESSAGES.attributeUnknown);
  if (attr.options.length > INTERCOM_MAX_DROPDOWN_CHOICES) throw fieldError('attributeName', INTERCOM_MESSAGES.dropdownTooLarge);
  if (attr.options.length && !attr.options.includes(input.attributeValue))
    throw fieldError('attributeValue', `Choose one of: ${attr.options.join(', ')}`);
  return input;
}

/** Intercom router cards: each router with its routing sessions of the last 28 days (the routing log's tallies). */
export async function listRouters(db: Db, caller: Caller, now = Date.now()): Promise<IntercomRouterSummaryDto[]> {
  adminOnly(caller);
  const since = now - STATS_WINDOW_MS;
  const [rows, tallies] = await Promise.all([repo.listRouters(db, caller.accountId), routerTallies(db, caller, since)]);
  return rows.map((r) => {
    const t = tallies.get(r.id);
    return { ...toDto(r), stats: { processed: t?.processed ?? 0, assigned: t?.assigned ?? 0, since: iso(since) } };
  });
}

export async function getRouter(db: Db, caller: Caller, id: string): Promise<IntercomRouterDto> {
  adminOnly(caller);
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Intercom router');
  return toDto(row);
}

export async function createRouter(env: Env, db: Db, caller: Caller, input: IntercomRouterInput, now = Date.now()) {
  adminOnly(caller);
  await requireConnection(env, db, caller.accountId);
  const v = await checkReferences(env, db, caller, input);
  const id = crypto.randomUUID();
  await repo.insertRouter(db, { id, accountId: caller.accountId, ...v, version: 1, createdAt: now, updatedAt: now });
  return getRouter(db, caller, id);
}

export async function updateRouter(env: Env, db: Db, caller: Caller, id: string, input: IntercomRouterInput, now = Date.now()) {
  const current = await getRouter(db, caller, id);
  const v = await checkReferences(env, db, caller, input);
  const row = await repo.updateRouter(db, caller.accountId, id, { ...v, version: current.version + 1, updatedAt: now });
  if (!row) throw notFound('Intercom router');
  return toDto(row);
}

export async function deleteRouter(db: Db, caller: Caller, id: string, now = Date.now()) {
  await getRouter(db, caller, id);
  await repo.updateRouter(db, caller.accountId, id, { deletedAt: now, updatedAt: now });
}

/** The newest routings of the organization's Intercom conversations, with their explanations. */
export async function listRoutings(db: Db, caller: Caller, limit = 50): Promise<IntercomRoutingDto[]> {
  if (caller.role === 'regular') throw new DomainError('forbidden', 'forbidden', 'Only admins and managers can see routing logs');
  return (await repo.listRoutings(db, caller.accountId, limit)).map((r) => ({
    id: r.id,
    routerId: r.routerId,
    topic: r.topic,
    conversationId: r.conversationId,
    contactEmail: r.contactEmail,
    outcome: r.outcome,
    assigneeUserId: r.assigneeUserId,
    intercomAdminId: r.intercomAdminId,
    explanation: r.explanation,
    sessionId: r.sessionId,
    createdAt: iso(r.createdAt),
  }));
}
