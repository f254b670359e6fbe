import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PersonalTokenScope } from '../../contracts/extension';
import { personalTokens } from '../../db/schema/personal-tokens';
import { ofAccount } from '../../db/live-rows';

// What the profile lists: never the hash.
const listed = {
  id: personalTokens.id,
  name: personalTokens.name,
  prefix: personalTokens.prefix,
  createdAt: personalTokens.createdAt,
  lastUsedAt: personalTokens.lastUsedAt,
};
export type ListedToken = { id: string; name: string; prefix: string; createdAt: number; lastUsedAt: number | null };

const mine = (accountId: string, userId: string) =>
  ofAccount(personalTokens, accountId, eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt));

export const insertToken = (db: Db, row: typeof personalTokens.$inferInsert) => db.insert(personalTokens).values(row).run();

/** The member's active tokens, newest first. */
export const listTokens = (db: Db, accountId: string, userId: string): Promise<ListedToken[]> =>
  db.select(listed).from(personalTokens).where(mine(accountId, userId)).orderBy(desc(personalTokens.createdAt)).all();

export const countActive = async (db: Db, accountId: string, userId: string) =>
  (await db.select({ n: count() }).from(personalTokens).where(mine(accountId, userId)).get())?.n ?? 0;

/** Revokes one of the member's active tokens; answers the revoked id, or nothing when there was none. */
export const revokeToken = (db: Db, accountId: string, userId: string, id: string, now: number) =>
  db
    .update(personalTokens)
    .set({ revokedAt: now })
    .where(and(mine(accountId, userId), eq(personalTokens.id, id)))
    .returning({ id: personalTokens.id })
    .get();

/** The active token with this hash and scope (any organization: the hash is the credential). */
export const findActiveByHash = (db: Db, tokenHash: string, scope: PersonalTokenScope) =>
  db
    .select({ id: personalTokens.id, accountId: personalTokens.accountId, userId: personalTokens.userId })
    .from(personalTokens)
    .where(and(eq(personalTokens.tokenHash, tokenHash), eq(personalTokens.scope, scope), isNull(personalTokens.revokedAt)))
    .get();

/** Records a use at most once a minute, so a busy assistant does not write on every call. */
export const touchToken = (db: Db, id: string, now: number) =>
  db
    .update(personalTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(personalTokens.id, id), or(isNull(personalTokens.lastUsedAt), lt(personalTokens.lastUsedAt, now - 60_000))))
    .run();
