import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scimExternalIds, scimTokens } from '../../db/schema/scim';
import { ofAccount } from '../../db/live-rows';

type ResourceType = 'User' | 'Group';

export const findToken = (db: Db, accountId: string) => db.select().from(scimTokens).where(eq(scimTokens.accountId, accountId)).get();

export const findTokenByHash = (db: Db, tokenHash: string) => db.select().from(scimTokens).where(eq(scimTokens.tokenHash, tokenHash)).get();

/** Generating again replaces the organization's one token: the old one stops working in the same statement. */
export const upsertTokenStmt = (db: Db, row: typeof scimTokens.$inferInsert) =>
  db
    .insert(scimTokens)
    .values(row)
    .onConflictDoUpdate({
      target: scimTokens.accountId,
      set: { tokenHash: row.tokenHash, createdBy: row.createdBy, createdAt: row.createdAt, lastUsedAt: null },
    });

export const deleteTokenStmt = (db: Db, accountId: string) => db.delete(scimTokens).where(eq(scimTokens.accountId, accountId));

export const touchToken = (db: Db, accountId: string, at: number) =>
  db.update(scimTokens).set({ lastUsedAt: at }).where(eq(scimTokens.accountId, accountId));

/** The identity provider's ids of the organization's resources of one type, by resource id. */
export async function externalIds(db: Db, accountId: string, type: ResourceType, ids?: string[]) {
  if (ids && !ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: scimExternalIds.resourceId, externalId: scimExternalIds.externalId })
    .from(scimExternalIds)
    .where(
      and(
        eq(scimExternalIds.accountId, accountId),
        eq(scimExternalIds.resourceType, type),
        ids ? inArray(scimExternalIds.resourceId, ids) : undefined,
      ),
    )
    .all();
  return new Map(rows.map((r) => [r.id, r.externalId]));
}

export const setExternalIdStmt = (db: Db, accountId: string, type: ResourceType, resourceId: string, externalId: string | null) =>
  externalId === null
    ? db
        .delete(scimExternalIds)
        .where(ofAccount(scimExternalIds, accountId, eq(scimExternalIds.resourceType, type), eq(scimExternalIds.resourceId, resourceId)))
    : db
        .insert(scimExternalIds)
        .values({ accountId, resourceType: type, resourceId, externalId })
        .onConflictDoUpdate({ target: [scimExternalIds.resourceType, scimExternalIds.resourceId], set: { externalId } });
