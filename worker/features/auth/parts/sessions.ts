import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import { randomToken, sha256 } from '../../../lib/crypto';
import * as repo from '../repo';
import { sessionPolicy, type SessionPolicy } from './security';

const MINUTE = 60_000;

/** Starts a session on the organization's session length and idle limit; the raw token goes to the cookie, only its hash to the database. */
export async function createSessionStmt(db: Db, user: { id: string; accountId: string }, policy?: SessionPolicy) {
  const token = randomToken();
  const tokenHash = await sha256(token);
  const now = Date.now();
  const { lengthMs, idleMs } = policy ?? (await sessionPolicy(db, user.accountId));
  const stmt = repo.insertSessionStmt(db, {
    tokenHash,
    userId: user.id,
    accountId: user.accountId,
    expiresAt: now + lengthMs,
    createdAt: now,
    idleTimeoutMs: idleMs,
    lastSeenAt: now,
  });
  return { token, stmt };
}

export async function logout(db: Db, tokenHash: string) {
  await repo.deleteSessionStmt(db, tokenHash).run();
}

/**
 * Resolves a raw session token to its user. A session ends at its absolute expiry or once idle past its
 * limit; its last use is written at most once a minute.
 */
export async function resolveSession(db: Db, token: string) {
  const tokenHash = await sha256(token);
  const now = Date.now();
  const found = await repo.findActiveSession(db, tokenHash, now);
  if (!found) return null;
  if (now - (found.session.lastSeenAt ?? found.session.createdAt) >= MINUTE) await repo.touchSession(db, tokenHash, now).run();
  return { tokenHash, user: found.user };
}

/** The session middleware's resolver (wired in app.ts): a raw session token to the signed-in caller. */
export async function resolveCaller(db: Db, token: string): Promise<Caller | null> {
  const found = await resolveSession(db, token);
  if (!found) return null;
  return callerOf(found.user, found.tokenHash);
}

/** The caller a signed-in user acts as; `sessionHash` names the session (empty for a personal token). */
export const callerOf = (
  user: Pick<Caller, 'role' | 'isBooker' | 'email' | 'name'> & { id: string; accountId: string },
  sessionHash: string,
): Caller => ({
  userId: user.id,
  accountId: user.accountId,
  role: user.role,
  isBooker: user.isBooker,
  email: user.email,
  name: user.name,
  sessionHash,
});
