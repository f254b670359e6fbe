import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { integrations } from '../../db/schema/integrations';
import { crmRecords } from '../../db/schema/routing';
import { routers } from '../../db/schema/routers';
import { crmFieldLists, crmOwners, crmSyncState, crmWriteJobs } from '../../db/schema/crm-sync';
import { ofAccount } from '../../db/live-rows';

export type SyncStateRow = typeof crmSyncState.$inferSelect;
export type WriteJobRow = typeof crmWriteJobs.$inferSelect;
type FieldListRow = typeof crmFieldLists.$inferSelect;
export type CrmRecordInsert = typeof crmRecords.$inferInsert;

/** The organization's CRM connections (kind crm, organization level), oldest first: alone, or in crmRoutingState's batch. */
const crmIntegrationsQuery = (db: Db, accountId: string) =>
  db
    .select()
    .from(integrations)
    .where(ofAccount(integrations, accountId, eq(integrations.kind, 'crm'), isNull(integrations.userId)))
    .orderBy(asc(integrations.createdAt));

/** The organization's CRM connections, oldest first. */
export const crmIntegrations = (db: Db, accountId: string) => crmIntegrationsQuery(db, accountId).all();

export const findCrmIntegration = (db: Db, id: string) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.kind, 'crm')))
    .get();

export const findByExternalAccount = (db: Db, provider: string, externalAccountId: string) =>
  db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.provider, provider),
        eq(integrations.externalAccountId, externalAccountId),
        eq(integrations.kind, 'crm'),
        isNull(integrations.userId),
      ),
    )
    .all();

/** Connected CRM integrations across organizations, for the cron's incremental sync. */
export const connectedCrmIntegrations = (db: Db) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.kind, 'crm'), isNull(integrations.userId), eq(integrations.status, 'connected')))
    .all();

// ---- sync state ----

export const syncStates = (db: Db, integrationId: string) =>
  db.select().from(crmSyncState).where(eq(crmSyncState.integrationId, integrationId)).all();
export const syncStatesOf = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(crmSyncState).where(inArray(crmSyncState.integrationId, ids)).all() : Promise.resolve([]);

/** A fresh initial import for each module (a reconnect starts over from the beginning). */
export const resetSyncStmts = (db: Db, accountId: string, integrationId: string, modules: readonly string[], now: number) => [
  db.delete(crmSyncState).where(eq(crmSyncState.integrationId, integrationId)),
  ...modules.map((module) =>
    db.insert(crmSyncState).values({ integrationId, module, accountId, phase: 'initial', status: 'queued', updatedAt: now }),
  ),
];

/** Takes the module for one consumer until `leaseUntil`; answers the row, or nothing when another consumer holds it. */
export const claimSync = (db: Db, integrationId: string, module: string, now: number, leaseUntil: number) =>
  db
    .update(crmSyncState)
    .set({ status: 'running', leaseUntil, updatedAt: now })
    .where(
      and(
        eq(crmSyncState.integrationId, integrationId),
        eq(crmSyncState.module, module),
        or(isNull(crmSyncState.leaseUntil), lt(crmSyncState.leaseUntil, now)),
      ),
    )
    .returning()
    .get();

export const updateSyncStmt = (db: Db, integrationId: string, module: string, set: Partial<SyncStateRow>) =>
  db
    .update(crmSyncState)
    .set(set)
    .where(and(eq(crmSyncState.integrationId, integrationId), eq(crmSyncState.module, module)));

/** Modules due for an incremental pass: caught up before `before` and not held by a consumer. */
export const dueSyncStates = (db: Db, before: number, now: number, limit: number) =>
  db
    .select()
    .from(crmSyncState)
    .where(
      and(
        or(
          and(eq(crmSyncState.status, 'idle'), lte(crmSyncState.syncedAt, before)),
          and(eq(crmSyncState.status, 'queued'), lt(crmSyncState.updatedAt, before)),
          and(eq(crmSyncState.status, 'running'), lt(crmSyncState.leaseUntil, now)),
        ),
      ),
    )
    .limit(limit)
    .all();

// ---- owners and fields ----

export const ownersOf = (db: Db, integrationId: string) =>
  db.select().from(crmOwners).where(eq(crmOwners.integrationId, integrationId)).all();

export const replaceOwnersStmts = (
  db: Db,
  accountId: string,
  integrationId: string,
  owners: { externalId: string; email: string; name: string }[],
  now: number,
) => [
  db.delete(crmOwners).where(eq(crmOwners.integrationId, integrationId)),
  ...owners.map((o) =>
    db
      .insert(crmOwners)
      .values({ integrationId, accountId, externalId: o.externalId, email: o.email, name: o.name.slice(0, 200), updatedAt: now }),
  ),
];

/** The CRM owner id of a member (by e-mail) in one integration. */
export const ownerOfUser = (db: Db, accountId: string, integrationId: string, userId: string) =>
  db
    .select({ externalId: crmOwners.externalId })
    .from(crmOwners)
    .innerJoin(users, and(eq(users.accountId, crmOwners.accountId), eq(users.email, crmOwners.email)))
    .where(ofAccount(crmOwners, accountId, eq(crmOwners.integrationId, integrationId), eq(users.id, userId)))
    .get();

/** Active members by e-mail, to give mirrored records their product owner. */
export const membersByEmails = (db: Db, accountId: string, emails: string[]) =>
  emails.length
    ? db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(ofAccount(users, accountId, eq(users.status, 'active'), inArray(users.email, emails.slice(0, 90))))
        .all()
    : Promise.resolve([]);

/** Each member's CRM owner ids in the integration (rules on the vendor's owner property resolve through them). */
export const ownerIdsByUser = (db: Db, accountId: string, integrationId: string) =>
  db
    .select({ userId: users.id, externalId: crmOwners.externalId })
    .from(crmOwners)
    .innerJoin(users, and(eq(users.accountId, crmOwners.accountId), eq(users.email, crmOwners.email)))
    .where(ofAccount(crmOwners, accountId, eq(crmOwners.integrationId, integrationId)))
    .all();

export const fieldLists = (db: Db, integrationId: string) =>
  db.select().from(crmFieldLists).where(eq(crmFieldLists.integrationId, integrationId)).all();

export const putFieldListStmt = (db: Db, row: typeof crmFieldLists.$inferInsert) =>
  db
    .insert(crmFieldLists)
    .values(row)
    .onConflictDoUpdate({
      target: [crmFieldLists.integrationId, crmFieldLists.module],
      set: { fields: row.fields, refreshedAt: row.refreshedAt },
    });

// ---- the mirror in crm_records ----

/** Upserts one mirrored record by its deterministic id. */
export const upsertMirrorStmt = (db: Db, row: CrmRecordInsert) =>
  db
    .insert(crmRecords)
    .values(row)
    .onConflictDoUpdate({
      target: crmRecords.id,
      set: {
        module: row.module,
        objectType: row.objectType,
        name: row.name,
        email: row.email,
        emailDomain: row.emailDomain,
        phone: row.phone,
        domain: row.domain,
        ownerUserId: row.ownerUserId,
        ownerEmail: row.ownerEmail,
        parentAccountId: row.parentAccountId,
        contactId: row.contactId,
        fields: row.fields,
        updatedAt: row.updatedAt,
      },
      // A page read before a newer freshness read must not put back older values.
      setWhere: sql`${crmRecords.updatedAt} <= excluded.updated_at`,
    });

export const deleteMirrorStmt = (db: Db, accountId: string, id: string) =>
  db.delete(crmRecords).where(ofAccount(crmRecords, accountId, eq(crmRecords.id, id)));

/** Every mirrored record of an integration (ids are prefixed `${integrationId}:`, so this reads the primary key range). */
export const deleteMirrorOfStmt = (db: Db, accountId: string, integrationId: string) =>
  db
    .delete(crmRecords)
    .where(and(gte(crmRecords.id, `${integrationId}:`), lt(crmRecords.id, `${integrationId};`), eq(crmRecords.accountId, accountId)));

export const mirrorCounts = (db: Db, accountId: string, integrationId: string) =>
  db.all<{ module: string; n: number }>(
    sql`select module, count(*) as n from ${crmRecords} where ${crmRecords.id} >= ${`${integrationId}:`} and ${crmRecords.id} < ${`${integrationId};`} and ${crmRecords.accountId} = ${accountId} group by module`,
  );

export const deleteSyncDataStmts = (db: Db, integrationId: string) => [
  db.delete(crmSyncState).where(eq(crmSyncState.integrationId, integrationId)),
  db.delete(crmOwners).where(eq(crmOwners.integrationId, integrationId)),
  db.delete(crmFieldLists).where(eq(crmFieldLists.integrationId, integrationId)),
];

/** Routers of the organization (all read the CRM through matching rules or write owners to it). */
export const routersOf = (db: Db, accountId: string) =>
  db
    .select({ id: routers.id, name: routers.name, matchingEnabled: routers.matchingEnabled })
    .from(routers)
    .where(ofAccount(routers, accountId, isNull(routers.deletedAt)))
    .orderBy(asc(routers.name))
    .all();

/** Removes the connection; the audit entry after it in the same batch is written only if this removed a row. */
export const deleteIntegrationStmt = (db: Db, accountId: string, id: string) =>
  db.delete(integrations).where(ofAccount(integrations, accountId, eq(integrations.id, id)));

/**
 * What a submission needs to know about the organization's outside CRMs, in one D1 round trip: the
 * connections, their modules' sync state, and each member's CRM owner ids.
 */
export async function crmRoutingState(db: Db, accountId: string) {
  const [rows, states, owners] = await db.batch([
    crmIntegrationsQuery(db, accountId),
    db.select().from(crmSyncState).where(eq(crmSyncState.accountId, accountId)),
    db
      .select({ integrationId: crmOwners.integrationId, userId: users.id, externalId: crmOwners.externalId })
      .from(crmOwners)
      .innerJoin(users, and(eq(users.accountId, crmOwners.accountId), eq(users.email, crmOwners.email)))
      .where(eq(crmOwners.accountId, accountId)),
  ]);
  return { rows, states, owners };
}

/** The mirrored rows a page is about to change, as they are now (what a change hook compares against). */
export const mirrorRowsByIds = (db: Db, accountId: string, ids: string[]) =>
  ids.length
    ? db
        .select({
          id: crmRecords.id,
          fields: crmRecords.fields,
          ownerUserId: crmRecords.ownerUserId,
          ownerEmail: crmRecords.ownerEmail,
          updatedAt: crmRecords.updatedAt,
        })
        .from(crmRecords)
        .where(ofAccount(crmRecords, accountId, inArray(crmRecords.id, ids)))
        .all()
    : Promise.resolve([]);
