import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrichmentCache } from '../../db/schema/enrichment';
import { integrations } from '../../db/schema/integrations';
import { crmRecords } from '../../db/schema/routing';
import type { CrmRecord } from '../../contracts/routing';

export type CacheKind = 'company' | 'email';
export type IntegrationRow = typeof integrations.$inferSelect;

/** The cached answer for a subject, if it has not expired; `data` null is a remembered miss. */
export async function cached(db: Db, accountId: string, provider: string, kind: CacheKind, subject: string, now: number) {
  const [row] = await db
    .select({ data: enrichmentCache.data, fetchedAt: enrichmentCache.fetchedAt })
    .from(enrichmentCache)
    .where(and(eq(enrichmentCache.accountId, accountId), eq(enrichmentCache.provider, provider), eq(enrichmentCache.kind, kind), eq(enrichmentCache.subject, subject), gt(enrichmentCache.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Stores (or replaces) an answer until `expiresAt`. */
export const cacheStmt = (db: Db, row: typeof enrichmentCache.$inferInsert) =>
  db.insert(enrichmentCache).values(row).onConflictDoUpdate({
    target: [enrichmentCache.accountId, enrichmentCache.provider, enrichmentCache.kind, enrichmentCache.subject],
    set: { data: row.data, fetchedAt: row.fetchedAt, expiresAt: row.expiresAt },
  });

/** Unexpired company answers of any provider for a country (ISO code), for lists built from enrichment data. */
export async function cachedCompaniesIn(db: Db, accountId: string, country: string, now: number, limit: number) {
  const rows = await db
    .select({ data: enrichmentCache.data })
    .from(enrichmentCache)
    .where(and(eq(enrichmentCache.accountId, accountId), eq(enrichmentCache.kind, 'company'), gt(enrichmentCache.expiresAt, now), sql`json_extract(${enrichmentCache.data}, '$.country') = ${country}`))
    .limit(limit);
  return rows.map((r) => r.data).filter((d): d is Record<string, unknown> => d !== null);
}

/** Forgets a provider's answers (its key changed or it was removed). */
export const clearCacheStmt = (db: Db, accountId: string, provider: string) =>
  db.delete(enrichmentCache).where(and(eq(enrichmentCache.accountId, accountId), eq(enrichmentCache.provider, provider)));

/** The organization-level enrichment integrations, oldest first. */
export const enrichmentIntegrations = (db: Db, accountId: string) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.kind, 'enrichment'), isNull(integrations.userId)))
    .orderBy(integrations.createdAt);

export async function findIntegration(db: Db, accountId: string, provider: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.kind, 'enrichment'), eq(integrations.provider, provider), isNull(integrations.userId)))
    .limit(1);
  return row ?? null;
}

/** Inserts the provider's row, or replaces the credentials of the one already there (first connect or re-key). */
export const upsertIntegrationStmt = (db: Db, row: typeof integrations.$inferInsert) =>
  db.insert(integrations).values(row).onConflictDoUpdate({
    target: integrations.id,
    set: { credentials: row.credentials, status: 'connected', lastError: null, externalAccountName: row.externalAccountName, updatedAt: row.updatedAt },
  });

export const updateIntegrationStmt = (db: Db, accountId: string, id: string, set: Partial<typeof integrations.$inferInsert>) =>
  db.update(integrations).set(set).where(and(eq(integrations.accountId, accountId), eq(integrations.id, id)));

export const deleteIntegrationStmt = (db: Db, accountId: string, id: string) =>
  db.delete(integrations).where(and(eq(integrations.accountId, accountId), eq(integrations.id, id)));

const toRecord = (r: { id: string; domain: string | null; name: string; fields: CrmRecord['fields'] }): CrmRecord => ({ id: r.id, module: 'account', domain: r.domain, fields: { name: r.name, ...r.fields } });

/** The organization's CRM accounts at a domain (imported or mirrored), most recently updated first. */
export async function crmAccountsByDomain(db: Db, accountId: string, domain: string): Promise<CrmRecord[]> {
  const rows = await db
    .select({ id: crmRecords.id, domain: crmRecords.domain, name: crmRecords.name, fields: crmRecords.fields })
    .from(crmRecords)
    .where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'account'), eq(crmRecords.domain, domain)))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(20);
  return rows.map(toRecord);
}

/** Up to `limit` CRM accounts of the organization, most recently updated first. */
export async function crmAccounts(db: Db, accountId: string, limit: number): Promise<CrmRecord[]> {
  const rows = await db
    .select({ id: crmRecords.id, domain: crmRecords.domain, name: crmRecords.name, fields: crmRecords.fields })
    .from(crmRecords)
    .where(and(eq(crmRecords.accountId, accountId), eq(crmRecords.module, 'account')))
    .orderBy(desc(crmRecords.updatedAt))
    .limit(limit);
  return rows.map(toRecord);
}
