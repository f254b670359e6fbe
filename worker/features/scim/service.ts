import { runBatch } from '../../db/batch';
import type { Db } from '../../db/client';
import type { Caller } from '../../env';
import { SCIM_ACTOR_ID, SCIM_ACTOR_NAME } from '../../contracts/audit-log';
import type { ScimTokenCreatedDto, ScimTokenDto } from '../../contracts/scim';
import { notFound } from '../../core/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { auditStmt } from '../audit-log/service';
import { namesByIds } from '../members/service';
import * as repo from './repo';

export { resourceTypes, schemas, serviceProviderConfig } from './parts/discovery';
export { scimGroups } from './parts/groups';
export { scimUsers } from './parts/users';

/** Where an identity provider is pointed: the SCIM base URL of this deployment. */
const baseUrlOf = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/scim/v2`;

/** The organization's SCIM connection for /settings/security/scim (never the token, which only its hash can match). */
export async function scimTokenStatus(db: Db, caller: Caller, appUrl: string): Promise<ScimTokenDto> {
  const row = await repo.findToken(db, caller.accountId);
  const names = row?.createdBy ? await namesByIds(db, caller.accountId, [row.createdBy]) : new Map<string, string>();
  return {
    configured: !!row,
    baseUrl: baseUrlOf(appUrl),
    createdAt: row ? new Date(row.createdAt).toISOString() : null,
    createdByName: row?.createdBy ? (names.get(row.createdBy) ?? null) : null,
    lastUsedAt: row?.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  };
}

/** Generates the organization's token, or rotates it: the previous one stops working at once. Shown this once. */
export async function generateScimToken(db: Db, caller: Caller, appUrl: string): Promise<ScimTokenCreatedDto> {
  const existing = await repo.findToken(db, caller.accountId);
  const token = `scim_${randomToken()}`;
  const now = Date.now();
  await runBatch(db, [
    repo.upsertTokenStmt(db, { accountId: caller.accountId, tokenHash: await sha256(token), createdBy: caller.userId, createdAt: now }),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'scim_token_generated',
      actorUserId: caller.userId,
      detail: { rotated: !!existing },
      at: now,
    }),
  ]);
  return { ...(await scimTokenStatus(db, caller, appUrl)), token };
}

export async function revokeScimToken(db: Db, caller: Caller) {
  if (!(await repo.findToken(db, caller.accountId))) throw notFound('SCIM token');
  await runBatch(db, [
    repo.deleteTokenStmt(db, caller.accountId),
    auditStmt(db, { accountId: caller.accountId, action: 'scim_token_revoked', actorUserId: caller.userId, at: Date.now() }),
  ]);
}

// A token's last use is written at most this often: provisioning bursts are hundreds of calls a minute.
const TOUCH_EVERY_MS = 60_000;

/**
 * The caller a valid bearer token acts as: the organization's provisioning client, with an Admin's rights over
 * members and teams (the members and teams services decide everything else, as for an Admin). Null when the
 * token is unknown, revoked or replaced.
 */
export async function scimCaller(db: Db, bearer: string): Promise<Caller | null> {
  if (!bearer.startsWith('scim_') || bearer.length > 200) return null;
  const row = await repo.findTokenByHash(db, await sha256(bearer));
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt > TOUCH_EVERY_MS) await repo.touchToken(db, row.accountId, now).run();
  return {
    userId: SCIM_ACTOR_ID,
    accountId: row.accountId,
    role: 'super_admin',
    isBooker: false,
    email: '',
    name: SCIM_ACTOR_NAME,
    sessionHash: '',
  };
}
