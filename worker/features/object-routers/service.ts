import type { Db } from '../../db/client';
import type { Caller, Env } from '../../env';
import { runBatch } from '../../db/batch';
import {
  OBJECT_ROUTER_MESSAGES,
  type ObjectBackfillDto,
  type ObjectRouterCrmDto,
  type ObjectRouterDto,
  type ObjectRouterInput,
} from '../../contracts/object-routers';
import { DomainError, notFound, staleVersion } from '../../core/errors';
import { triggerKey } from '../../core/object-routing/trigger';
import { connectedCrms, type MirrorChange, type MirroredChanges } from '../crm-sync/service';
import { routeRecord } from './parts/route-record';
import * as repo from './repo';
import { iso } from '../../contracts/response-kit';

// Object routers (issue 25): CRUD, the CRM mirror's change hook, and the backfill's entry point.
// Routing itself is route-record.ts; the batch walk of existing records is backfill.ts.

export { runBackfillStep, startBackfill, sweepBackfills } from './parts/backfill';
export { routeRecord } from './parts/route-record';

const stale = () => staleVersion('object router');

export function toDto(r: repo.StoredObjectRouter, counts = { routed: 0, assigned: 0 }): ObjectRouterDto {
  return {
    id: r.id,
    name: r.name,
    integrationId: r.integrationId,
    objectType: r.objectType,
    trigger: { type: r.triggerType, field: r.triggerField, value: r.triggerValue },
    matchingRuleIds: r.matchingRuleIds,
    distributionRuleIds: r.distributionRuleIds,
    fallbackPodId: r.fallbackPodId,
    ownerField: r.ownerField,
    notifyEmail: r.notifyEmail,
    notifySlack: r.notifySlack,
    followUpTask: r.followUpTask,
    version: r.version,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    counts,
    backfill: backfillOf(r),
  };
}

export const backfillOf = (r: repo.StoredObjectRouter): ObjectBackfillDto => ({
  status: r.backfillStatus,
  total: r.backfillTotal,
  processed: r.backfillProcessed,
});

/** The router's columns from a validated body; the CRM must be one the organization connected. */
async function columns(db: Db, accountId: string, input: ObjectRouterInput) {
  const crms = await connectedCrms(db, accountId);
  if (!crms.some((c) => c.row.id === input.integrationId && c.usable))
    throw new DomainError('invalid', 'invalid', OBJECT_ROUTER_MESSAGES.crmRequired, '/integrationId');
  const changed = input.trigger.type === 'field_changed';
  return {
    name: input.name,
    integrationId: input.integrationId,
    objectType: input.objectType,
    triggerType: input.trigger.type,
    triggerField: changed ? input.trigger.field || null : null,
    triggerValue: changed ? input.trigger.value || null : null,
    matchingRuleIds: input.matchingRuleIds,
    distributionRuleIds: input.distributionRuleIds,
    fallbackPodId: input.fallbackPodId || null,
    ownerField: input.ownerField || null,
    notifyEmail: input.notifyEmail,
    notifySlack: input.notifySlack,
    followUpTask: input.followUpTask,
  };
}

/** The connected, usable CRMs the form offers (Managers edit object routers but cannot open the integrations page). */
export async function routerCrms(db: Db, caller: Caller): Promise<ObjectRouterCrmDto[]> {
  return (await connectedCrms(db, caller.accountId)).filter((c) => c.usable).map((c) => ({ id: c.row.id, name: c.label }));
}

export async function listObjectRouters(db: Db, caller: Caller): Promise<ObjectRouterDto[]> {
  const [rows, counts] = await Promise.all([repo.listRouters(db, caller.accountId), repo.runCounts(db, caller.accountId)]);
  return rows.map((r) => toDto(r, counts.get(r.id)));
}

export async function getObjectRouter(db: Db, caller: Caller, id: string): Promise<ObjectRouterDto> {
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Object router');
  return toDto(row, (await repo.runCounts(db, caller.accountId)).get(row.id));
}

export async function createObjectRouter(db: Db, caller: Caller, input: ObjectRouterInput): Promise<ObjectRouterDto> {
  const now = Date.now();
  const id = crypto.randomUUID();
  await runBatch(db, [
    repo.insertRouterStmt(db, {
      id,
      accountId: caller.accountId,
      ...(await columns(db, caller.accountId, input)),
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  return getObjectRouter(db, caller, id);
}

export async function updateObjectRouter(db: Db, caller: Caller, id: string, input: ObjectRouterInput, ifMatch?: readonly number[]) {
  const row = await repo.findRouter(db, caller.accountId, id);
  if (!row) throw notFound('Object router');
  if (ifMatch && !ifMatch.includes(row.version)) throw stale();
  const set = { ...(await columns(db, caller.accountId, input)), updatedAt: Date.now() };
  const r = await repo.updateRouterStmt(db, caller.accountId, id, row.version, set).run();
  if (!(r.meta?.changes ?? 0)) throw stale();
  return getObjectRouter(db, caller, id);
}

export async function deleteObjectRouter(db: Db, caller: Caller, id: string) {
  const r = await repo.deleteRouterStmt(db, caller.accountId, id, Date.now()).run();
  if (!(r.meta?.changes ?? 0)) throw notFound('Object router');
}

const triggerRecord = (a: MirrorChange['after']) => ({
  fields: a.fields ?? null,
  ownerUserId: a.ownerUserId ?? null,
  ownerEmail: a.ownerEmail ?? null,
  updatedAt: a.updatedAt,
});

/**
 * The CRM mirror's change hook (webhook catch-ups and incremental passes): every object router of the
 * integration whose trigger a change fires routes that record, once per trigger episode.
 */
export async function routeMirroredChanges(env: Env, db: Db, c: MirroredChanges, now = Date.now()) {
  const routers = await repo.routersOfIntegration(db, c.accountId, c.integrationId);
  for (const router of routers) {
    const t = { type: router.triggerType, field: router.triggerField, value: router.triggerValue, ownerField: router.ownerField };
    for (const change of c.changes) {
      if (change.after.module !== router.objectType) continue;
      const key = triggerKey(t, change.before, triggerRecord(change.after), true);
      if (key) await routeRecord(env, db, router, change.record, { how: 'crm_change', provider: c.provider, triggerKey: key }, now);
    }
  }
}
