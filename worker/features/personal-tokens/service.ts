import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import {
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_MESSAGES,
  PERSONAL_TOKEN_PREFIX,
  type CreatedPersonalTokenDto,
  type PersonalTokenDto,
  type PersonalTokenInput,
} from '../../contracts/personal-tokens';
import { EXTENSION_TOKEN_NAME, OUTLOOK_TOKEN_NAME, type PersonalTokenScope } from '../../contracts/extension';
import { DomainError, notFound } from '../../core/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { callerOf, userProfile } from '../auth/service';
import * as repo from './repo';
import { iso } from '../../contracts/response-kit';

/** How much of a token the profile shows later: the fixed prefix and four random characters. */
const SHOWN_CHARACTERS = PERSONAL_TOKEN_PREFIX.length + 4;

const toDto = (r: repo.ListedToken): PersonalTokenDto => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: iso(r.createdAt),
  lastUsedAt: r.lastUsedAt === null ? null : iso(r.lastUsedAt),
});

export const listTokens = async (db: Db, caller: Caller): Promise<PersonalTokenDto[]> =>
  (await repo.listTokens(db, caller.accountId, caller.userId)).map(toDto);

/**
 * Creates a token for the caller; the answer is the only place the token ever appears (only its hash is stored).
 * An 'mcp' token opens /mcp; an 'extension' token only the browser extension's calls under /api.
 */
export async function createToken(
  db: Db,
  caller: Caller,
  input: PersonalTokenInput,
  now = Date.now(),
  scope: PersonalTokenScope = 'mcp',
): Promise<CreatedPersonalTokenDto> {
  if ((await repo.countActive(db, caller.accountId, caller.userId)) >= MAX_PERSONAL_TOKENS)
    throw new DomainError('conflict', 'too_many_tokens', PERSONAL_TOKEN_MESSAGES.tooMany);
  const token = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  const row = { id: crypto.randomUUID(), name: input.name, prefix: token.slice(0, SHOWN_CHARACTERS), createdAt: now, lastUsedAt: null };
  await repo.insertToken(db, { ...row, scope, accountId: caller.accountId, userId: caller.userId, tokenHash: await sha256(token) });
  return { ...toDto(row), token };
}

export async function revokeToken(db: Db, caller: Caller, id: string, now = Date.now()) {
  if (!(await repo.revokeToken(db, caller.accountId, caller.userId, id, now))) throw notFound('Token');
}

/** The token the browser extension signs in with, made when the signed-in member approves it at /extension/connect. */
export const createExtensionToken = (db: Db, caller: Caller, now = Date.now()) =>
  createToken(db, caller, { name: EXTENSION_TOKEN_NAME }, now, 'extension');

/** The Outlook add-in's token (scope 'extension': the same calls), made when its member approves it in the Office dialog. */
export const createOutlookToken = (db: Db, caller: Caller, now = Date.now()) =>
  createToken(db, caller, { name: OUTLOOK_TOKEN_NAME }, now, 'extension');

/** The browser extension's bearer token to its member (see resolveTokenCaller); wired into /api in app.ts. */
export const resolveExtensionCaller = (db: Db, token: string) => resolveTokenCaller(db, token, 'extension');

/**
 * A bearer token to the member it acts for, with their role as it is now; null when the token is unknown,
 * revoked, or its member is no longer active. The token itself is never stored, logged or answered.
 */
export async function resolveTokenCaller(db: Db, token: string, scope: PersonalTokenScope, now = Date.now()): Promise<Caller | null> {
  if (!token.startsWith(PERSONAL_TOKEN_PREFIX) || token.length > 100) return null;
  const found = await repo.findActiveByHash(db, await sha256(token), scope);
  const user = found && (await userProfile(db, found.accountId, found.userId));
  if (!found || !user || user.status !== 'active') return null;
  await repo.touchToken(db, found.id, now);
  return callerOf(user, '');
}
