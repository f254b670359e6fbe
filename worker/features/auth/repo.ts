import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, emailTokens, sessions, users } from '../../db/schema/identity';
import type { SessionDto } from '../../contracts/auth';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export const findUserByEmail = (db: Db, email: string) =>
  db.select().from(users).where(eq(users.email, email)).get();

export const findUserById = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id)).get();

export const findAccount = (db: Db, id: string) => db.select().from(accounts).where(eq(accounts.id, id)).get();

/** Loads the session with its user in one query; expired sessions and inactive users yield nothing. */
export async function findActiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .get();
}

export const insertSessionStmt = (db: Db, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

export const extendSession = (db: Db, tokenHash: string, expiresAt: number) =>
  db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSessionStmt = (db: Db, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteUserSessionsStmt = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

export const insertEmailTokenStmt = (db: Db, row: typeof emailTokens.$inferInsert) => db.insert(emailTokens).values(row);

export const findEmailToken = (db: Db, tokenHash: string, purpose: EmailTokenRow['purpose']) =>
  db.select().from(emailTokens).where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose))).get();

/** Marks a token used only if it still is unused and unexpired: the one statement that makes links single-use. */
export const consumeEmailTokenStmt = (db: Db, tokenHash: string, now: number) =>
  db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ tokenHash: emailTokens.tokenHash });

export const updatePasswordStmt = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const insertAccountStmt = (db: Db, row: typeof accounts.$inferInsert) => db.insert(accounts).values(row);
export const insertUserStmt = (db: Db, row: typeof users.$inferInsert) => db.insert(users).values(row);

/** Accounts whose sign-up is open to the given e-mail domain. */
export async function findOpenAccountForDomain(db: Db, domain: string) {
  const rows = await db.select().from(accounts).where(eq(accounts.signupMode, 'allowed_domains')).all();
  return rows.find((a) => a.domainAllowlist.map((d) => d.toLowerCase()).includes(domain));
}

export async function sweepExpired(db: Db, now: number) {
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(emailTokens).where(or(lt(emailTokens.expiresAt, now - 86_400_000), lt(emailTokens.usedAt, now - 86_400_000))),
  ]);
}

export function toSessionDto(user: UserRow, account: AccountRow): SessionDto {
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
