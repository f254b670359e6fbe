import type { Db } from '../../db/client';
import { changes, runBatch } from '../../db/batch';
import type { Env } from '../../env';
import type { IntegrationDto, IntegrationKind, IntegrationStatus } from '../../contracts/integrations';
import { DomainError } from '../../core/errors';
import { seal, unseal } from '../../lib/vault';
import { auditIfChangedStmt, auditStmt } from '../audit-log/service';
import * as repo from './repo';
import { iso, isoOrNull } from '../../contracts/response-kit';

export type { IntegrationRow } from './repo';
export { beginOAuth, consumeOAuthState, purgeExpiredOAuthStates, OAUTH_STATE_TTL_MS, type OAuthStart } from './parts/oauth';

/** The API's view of a connection: state and settings, never the credentials. */
export function toIntegrationDto(row: repo.IntegrationRow): IntegrationDto {
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind,
    status: row.status,
    userId: row.userId,
    externalAccountId: row.externalAccountId,
    externalAccountName: row.externalAccountName,
    scopes: row.scopes,
    settings: row.settings,
    lastError: row.lastError,
    tokenExpiresAt: isoOrNull(row.tokenExpiresAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** An organization's (userId null) or a member's connections, optionally of one kind or provider. */
export const listIntegrations = (
  db: Db,
  accountId: string,
  filter: { userId?: string | null; kind?: IntegrationKind; provider?: string } = {},
) => repo.listIntegrationRows(db, accountId, filter);

/** Organization-level connections of a vendor account, across organizations: who a vendor's webhook is for. */
export const orgConnectionsByExternalAccount = (db: Db, provider: string, externalAccountId: string) =>
  repo.orgConnectionsByExternalAccount(db, provider, externalAccountId);

/**
 * Statements for a feature that writes a connection in its own batch (enrichment: the key, the cleared
 * cache and the audit entry together). The upsert replaces the credentials of a row with the same id.
 */
export const upsertIntegrationStmt = (db: Db, row: repo.IntegrationInsert) => repo.upsertIntegrationStmt(db, row);
export const deleteIntegrationStmt = (db: Db, accountId: string, id: string) => repo.deleteIntegrationStmt(db, accountId, id);

/** One connection of the organization, or 404. */
export async function getIntegration(db: Db, accountId: string, id: string) {
  const row = await repo.findIntegration(db, accountId, id);
  if (!row) throw new DomainError('not_found', 'not_found', 'Integration not found');
  return row;
}

export type NewConnection = {
  accountId: string;
  userId: string | null;
  provider: string;
  kind: IntegrationKind;
  externalAccountId?: string;
  externalAccountName?: string;
  credentials: unknown;
  tokenExpiresAt?: number | null;
  scopes?: string;
  settings?: Record<string, unknown>;
  actorUserId: string | null;
};

/**
 * Connects a tool, or reconnects the same outside account (its settings kept, its credentials replaced),
 * sealing the credentials and writing the audit entry in the same batch.
 */
export async function connectIntegration(env: Env, db: Db, c: NewConnection, now = Date.now()) {
  const sealed = await seal(env, JSON.stringify(c.credentials));
  const externalAccountId = c.externalAccountId ?? '';
  const existing = await repo.findConnection(db, c.accountId, c.provider, c.userId, externalAccountId);
  const common = {
    status: 'connected' as const,
    credentials: sealed,
    tokenExpiresAt: c.tokenExpiresAt ?? null,
    scopes: c.scopes ?? '',
    lastError: null,
    updatedAt: now,
    externalAccountName: c.externalAccountName ?? '',
  };
  const id = existing?.id ?? crypto.randomUUID();
  const write = existing
    ? repo.updateIntegrationStmt(db, c.accountId, id, { ...common, settings: { ...existing.settings, ...(c.settings ?? {}) } })
    : repo.insertIntegrationStmt(db, {
        id,
        accountId: c.accountId,
        userId: c.userId,
        provider: c.provider,
        kind: c.kind,
        externalAccountId,
        settings: c.settings ?? {},
        createdByUserId: c.actorUserId,
        createdAt: now,
        ...common,
      });
  const action = existing && existing.status !== 'connected' ? 'integration_reauthorized' : 'integration_connected';
  await runBatch(db, [
    write,
    auditStmt(db, {
      accountId: c.accountId,
      action,
      integrationId: id,
      integrationName: c.provider,
      subjectUserId: c.userId,
      actorUserId: c.actorUserId,
      detail: { account: c.externalAccountName ?? '' },
      at: now,
    }),
  ]);
  return (await repo.findIntegration(db, c.accountId, id))!;
}

/** The connection's credentials, opened from the vault. */
export async function credentialsOf<T>(env: Env, row: Pick<repo.IntegrationRow, 'credentials'>): Promise<T> {
  if (!row.credentials) throw new DomainError('conflict', 'not_connected', 'This integration has no credentials');
  return JSON.parse(await unseal(env, row.credentials)) as T;
}

/** Replaces the credentials after a token refresh (sealed under the current key, which also rotates old ones). */
export async function storeCredentials(
  env: Env,
  db: Db,
  row: Pick<repo.IntegrationRow, 'accountId' | 'id'>,
  credentials: unknown,
  tokenExpiresAt: number | null,
  now = Date.now(),
) {
  await repo
    .updateIntegrationStmt(db, row.accountId, row.id, {
      credentials: await seal(env, JSON.stringify(credentials)),
      tokenExpiresAt,
      updatedAt: now,
    })
    .run();
}

export const updateSettings = (db: Db, accountId: string, id: string, settings: Record<string, unknown>, now = Date.now()) =>
  repo.updateIntegrationStmt(db, accountId, id, { settings, updatedAt: now }).run();

export const setStatus = (
  db: Db,
  accountId: string,
  id: string,
  status: IntegrationStatus,
  lastError: string | null = null,
  now = Date.now(),
) => repo.updateIntegrationStmt(db, accountId, id, { status, lastError, updatedAt: now }).run();

/**
 * A token that can no longer be refreshed: the connection becomes expired and the audit log gets one
 * entry (integration, member, time), however many requests notice it at once. Answers whether this call did it.
 */
export async function markExpired(
  db: Db,
  row: Pick<repo.IntegrationRow, 'accountId' | 'id' | 'provider' | 'userId'>,
  error: string,
  now = Date.now(),
) {
  const [res] = await runBatch(db, [repo.expireStmt(db, row.accountId, row.id, error, now), auditIfChanged(db, row, now)]);
  return changes(res) > 0;
}

function auditIfChanged(db: Db, row: Pick<repo.IntegrationRow, 'accountId' | 'id' | 'provider' | 'userId'>, now: number) {
  return auditIfChangedStmt(db, {
    accountId: row.accountId,
    action: 'integration_expired',
    integrationId: row.id,
    integrationName: row.provider,
    subjectUserId: row.userId,
    at: now,
  });
}

/** Disconnects a tool (the caller revokes its tokens at the vendor first) and records who did it. */
export async function removeIntegration(
  db: Db,
  row: Pick<repo.IntegrationRow, 'accountId' | 'id' | 'provider' | 'userId'>,
  actorUserId: string | null,
  now = Date.now(),
) {
  await runBatch(db, [
    repo.deleteIntegrationStmt(db, row.accountId, row.id),
    auditStmt(db, {
      accountId: row.accountId,
      action: 'integration_removed',
      integrationId: row.id,
      integrationName: row.provider,
      subjectUserId: row.userId,
      actorUserId,
      at: now,
    }),
  ]);
}
