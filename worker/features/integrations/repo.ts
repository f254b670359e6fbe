import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrations, oauthStates } from '../../db/schema/integrations';
import { findScoped, updateScoped, ofAccount } from '../../db/live-rows';

export type IntegrationRow = typeof integrations.$inferSelect;
export type IntegrationInsert = typeof integrations.$inferInsert;

const ownerIs = (userId: string | null) => (userId === null ? isNull(integrations.userId) : eq(integrations.userId, userId));

export function listIntegrationRows(
  db: Db,
  accountId: string,
  f: { userId?: string | null; kind?: IntegrationRow['kind']; provider?: string },
) {
  const where: SQL[] = [eq(integrations.accountId, accountId)];
  if (f.userId !== undefined) where.push(ownerIs(f.userId));
  if (f.kind) where.push(eq(integrations.kind, f.kind));
  if (f.provider) where.push(eq(integrations.provider, f.provider));
  return db
    .select()
    .from(integrations)
    .where(and(...where))
    .orderBy(integrations.createdAt)
    .all();
}

export const findIntegration = (db: Db, accountId: string, id: string) => findScoped(db, integrations, accountId, id);

export const findConnection = (db: Db, accountId: string, provider: string, userId: string | null, externalAccountId: string) =>
  db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.accountId, accountId),
        eq(integrations.provider, provider),
        ownerIs(userId),
        eq(integrations.externalAccountId, externalAccountId),
      ),
    )
    .get();

export const insertIntegrationStmt = (db: Db, row: IntegrationInsert) => db.insert(integrations).values(row);

/** Inserts the row, or replaces the credentials of the one with its id (a first connect or a re-key meet on a known id). */
export const upsertIntegrationStmt = (db: Db, row: IntegrationInsert) =>
  db
    .insert(integrations)
    .values(row)
    .onConflictDoUpdate({
      target: integrations.id,
      set: {
        credentials: row.credentials,
        status: 'connected',
        lastError: null,
        externalAccountName: row.externalAccountName,
        updatedAt: row.updatedAt,
      },
    });

export const updateIntegrationStmt = (db: Db, accountId: string, id: string, set: Partial<IntegrationInsert>) =>
  updateScoped(db, integrations, accountId, id, set);

/** Moves to expired only from a live state, so concurrent refresh failures record one expiry. */
export const expireStmt = (db: Db, accountId: string, id: string, error: string, now: number) =>
  db
    .update(integrations)
    .set({ status: 'expired', lastError: error, updatedAt: now })
    .where(
      and(
        eq(integrations.accountId, accountId),
        eq(integrations.id, id),
        sql`${integrations.status} not in ('expired', 'requires_reconnection')`,
      ),
    );

export const deleteIntegrationStmt = (db: Db, accountId: string, id: string) =>
  db.delete(integrations).where(ofAccount(integrations, accountId, eq(integrations.id, id)));

export const insertOAuthStateStmt = (db: Db, row: typeof oauthStates.$inferInsert) => db.insert(oauthStates).values(row);

/** Deletes and answers the state in one statement: a state is good for one callback only. */
export const takeOAuthState = (db: Db, state: string) => db.delete(oauthStates).where(eq(oauthStates.state, state)).returning().get();

export const purgeOAuthStates = (db: Db, now: number) => db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)).run();

/** The organization-level connections of a vendor account (a webhook names the vendor's account, not ours). */
export const orgConnectionsByExternalAccount = (db: Db, provider: string, externalAccountId: string) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.provider, provider), eq(integrations.externalAccountId, externalAccountId), isNull(integrations.userId)))
    .all();
