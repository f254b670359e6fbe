import { generateCodeVerifier, generateState } from 'arctic';
import type { Db } from '../../../db/client';
import * as repo from '../repo';

/** How long a user has to finish a vendor's consent screen. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export type OAuthStart = { accountId: string; userId: string; provider: string; returnTo?: string; now?: number };

/** Starts an OAuth flow: a fresh state and PKCE verifier, stored until the callback (or 10 minutes). */
export async function beginOAuth(db: Db, s: OAuthStart) {
  const now = s.now ?? Date.now();
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await repo
    .insertOAuthStateStmt(db, {
      state,
      accountId: s.accountId,
      userId: s.userId,
      provider: s.provider,
      codeVerifier,
      returnTo: s.returnTo ?? '',
      expiresAt: now + OAUTH_STATE_TTL_MS,
    })
    .run();
  return { state, codeVerifier };
}

/**
 * The flow a callback belongs to, used up in the same statement: a replayed, forged, expired or
 * other vendor's state answers null. The caller also checks the state's user is the signed-in one.
 */
export async function consumeOAuthState(db: Db, state: string, provider: string, now = Date.now()) {
  if (!state || state.length > 200) return null;
  const row = await repo.takeOAuthState(db, state);
  if (!row || row.expiresAt < now || row.provider !== provider) return null;
  return { accountId: row.accountId, userId: row.userId, provider: row.provider, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
}

export const purgeExpiredOAuthStates = (db: Db, now: number) => repo.purgeOAuthStates(db, now);
