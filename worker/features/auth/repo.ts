import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, sessions, users } from '../../db/schema/identity';
import type { SessionDto } from '../../contracts/auth';

type UserRow = typeof users.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export const findUserByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get();

export const findUserById = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id)).get();

/** Loads the session with its user in one query; expired or idle sessions and inactive users yield nothing. */
export async function findActiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        or(
          isNull(sessions.idleTimeoutMs),
          gt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) + ${sessions.idleTimeoutMs}`, now),
        ),
        eq(users.status, 'active'),
      ),
    )
    .get();
}

export const insertSessionStmt = (db: Db, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

export const touchSession = (db: Db, tokenHash: string, now: number) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSessionStmt = (db: Db, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteUserSessionsStmt = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

export const insertEmailTokenStmt = (db: Db, row: typeof emailTokens.$inferInsert) => db.insert(emailTokens).values(row);

export const findEmailToken = (db: Db, tokenHash: string, purpose: EmailTokenRow['purpose']) =>
  db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .get();

/** Marks a token used only if it still is unused and unexpired: the one statement that makes links single-use. */
export const consumeEmailTokenStmt = (db: Db, tokenHash: string, now: number) =>
  db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ tokenHash: emailTokens.tokenHash });

export const updatePasswordStmt = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const insertUserStmt = (db: Db, row: typeof users.$inferInsert) => db.insert(users).values(row);

export async function sweepExpired(db: Db, now: number) {
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(sessions).where(lt(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) + ${sessions.idleTimeoutMs}`, now)),
    db.delete(emailTokens).where(or(lt(emailTokens.expiresAt, now - 86_400_000), lt(emailTokens.usedAt, now - 86_400_000))),
  ]);
}

/** The organization's part of the session, as organization's service reads it. */
type SessionAccount = Pick<SessionDto['account'], 'id' | 'company' | 'logoUrl' | 'defaultTimezone' | 'plan'> & {
  onboardedAt: number | null;
};

export function toSessionDto(user: UserRow, account: SessionAccount): SessionDto {
  return {
    user: {
      id: user.id,
      accountId: user.accountId,
      email: user.email,
      name: user.name,
      role: user.role,
      isBooker: user.isBooker,
      timezone: user.timezone,
      onboarded: user.onboardedAt !== null,
    },
    account: {
      id: account.id,
      company: account.company,
      logoUrl: account.logoUrl,
      defaultTimezone: account.defaultTimezone,
      onboarded: account.onboardedAt !== null,
      plan: account.plan,
    },
  };
}
