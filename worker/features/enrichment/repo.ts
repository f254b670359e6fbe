import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrichmentCache } from '../../db/schema/enrichment';
import { ofAccount } from '../../db/live-rows';

export type CacheKind = 'company' | 'email';

/** The cached answer for a subject, if it has not expired; `data` null is a remembered miss. */
export async function cached(db: Db, accountId: string, provider: string, kind: CacheKind, subject: string, now: number) {
  const [row] = await db
    .select({ data: enrichmentCache.data, fetchedAt: enrichmentCache.fetchedAt })
    .from(enrichmentCache)
    .where(
      and(
        eq(enrichmentCache.accountId, accountId),
        eq(enrichmentCache.provider, provider),
        eq(enrichmentCache.kind, kind),
        eq(enrichmentCache.subject, subject),
        gt(enrichmentCache.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores (or replaces) an answer until `expiresAt`. */
export const cacheStmt = (db: Db, row: typeof enrichmentCache.$inferInsert) =>
  db
    .insert(enrichmentCache)
    .values(row)
    .onConflictDoUpdate({
      target: [enrichmentCache.accountId, enrichmentCache.provider, enrichmentCache.kind, enrichmentCache.subject],
      set: { data: row.data, fetchedAt: row.fetchedAt, expiresAt: row.expiresAt },
    });

/** Unexpired company answers of any provider for a country (ISO code), for lists built from enrichment data. */
export async function cachedCompaniesIn(db: Db, accountId: string, country: string, now: number, limit: number) {
  const rows = await db
    .select({ data: enrichmentCache.data })
    .from(enrichmentCache)
    .where(
      and(
        eq(enrichmentCache.accountId, accountId),
        eq(enrichmentCache.kind, 'company'),
        gt(enrichmentCache.expiresAt, now),
        sql`json_extract(${enrichmentCache.data}, '$.country') = ${country}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.data).filter((d): d is Record<string, unknown> => d !== null);
}

/** Forgets a provider's answers (its key changed or it was removed). */
export const clearCacheStmt = (db: Db, accountId: string, provider: string) =>
  db.delete(enrichmentCache).where(ofAccount(enrichmentCache, accountId, eq(enrichmentCache.provider, provider)));
