import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { Caller, Env } from '../../../env';
import {
  SSO_DOMAIN_TAKEN,
  SSO_ISSUER_UNREACHABLE,
  SSO_STILL_ENABLED,
  type SsoConnectionDto,
  type SsoConnectionInput,
} from '../../../contracts/sso';
import { DomainError } from '../../../core/errors';
import { SAML_PROTOCOL_LOCKED } from '../../../contracts/saml';
import { discover } from '../../../integrations/sso/oidc';
import { outboundPolicy } from '../../../lib/outbound-url';
import { seal, unseal } from '../../../lib/vault';
import { auditStmt } from '../../audit-log/service';
import * as repo from '../sso-repo';
import { deleteSamlConnectionStmt, findSamlConnection } from '../saml-repo';
import { getSecuritySettings } from './security';

/** The audit row of a change to the organization's identity provider, OIDC or SAML, in the change's batch. */
export const ssoChangedStmt = (db: Db, caller: Caller, detail: Record<string, unknown>, at: number) =>
  auditStmt(db, { accountId: caller.accountId, action: 'sso_changed', actorUserId: caller.userId, detail, at });

/** The organization's sign-in domains replaced by these, in the change's batch. */
export const replaceSsoDomainsStmts = (db: Db, accountId: string, domains: string[]) =>
  [repo.deleteSsoDomainsStmt(db, accountId), repo.insertSsoDomainsStmt(db, accountId, domains)] as const;

/** Drops the identity provider (OIDC or SAML) with its sign-in domains, in one batch with its audit row. */
export const removeSsoConnectionBatch = (db: Db, caller: Caller, connection: Stmt, detail: { protocol: string; before: object }) =>
  db.batch([
    repo.deleteSsoDomainsStmt(db, caller.accountId),
    connection,
    ssoChangedStmt(db, caller, { ...detail, after: null }, Date.now()),
  ]);

/** Where the identity provider sends the browser back; the admin registers it as the client's redirect URI. */
export const ssoRedirectUri = (env: Pick<Env, 'APP_URL'>) => `${env.APP_URL.replace(/\/$/, '')}/api/auth/sso/callback`;

/** The organization's identity provider as the settings page shows it (never the client secret). */
export async function getSsoConnection(env: Env, db: Db, accountId: string): Promise<SsoConnectionDto> {
  const row = await repo.findSsoConnection(db, accountId);
  return {
    configured: !!row,
    issuer: row?.issuer ?? null,
    clientId: row?.clientId ?? null,
    domains: row ? await repo.ssoDomainsOf(db, accountId) : [],
    redirectUri: ssoRedirectUri(env),
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** The connection with its secret opened, for a sign-in; undefined when the organization has none. */
export async function ssoClientOf(env: Env, db: Db, accountId: string) {
  const row = await repo.findSsoConnection(db, accountId);
  if (!row) return undefined;
  return { issuer: row.issuer, clientId: row.clientId, clientSecret: await unseal(env, row.clientSecret) };
}

/**
 * Saves the identity provider after reading its OpenID configuration (a typo in the issuer fails here, not at
 * the first member's sign-in), claims its e-mail domains for this organization, and records before and after.
 */
export async function saveSsoConnection(env: Env, db: Db, caller: Caller, input: SsoConnectionInput): Promise<SsoConnectionDto> {
  const existing = await repo.findSsoConnection(db, caller.accountId);
  // One protocol per organization: OIDC replaces a SAML provider, but not while members sign in through it.
  if ((await findSamlConnection(db, caller.accountId)) && (await getSecuritySettings(db, caller.accountId)).loginMethods.includes('sso'))
    throw new DomainError('conflict', 'sso_enabled', SAML_PROTOCOL_LOCKED);
  if (!existing && !input.clientSecret) throw new DomainError('invalid', 'invalid', 'Client secret is required', '/clientSecret');
  for (const [i, domain] of input.domains.entries()) {
    const owner = await repo.accountOfSsoDomain(db, domain);
    if (owner && owner !== caller.accountId) throw new DomainError('conflict', 'domain_taken', SSO_DOMAIN_TAKEN(domain), `/domains/${i}`);
  }
  try {
    await discover(input.issuer, outboundPolicy(env));
  } catch {
    throw new DomainError('invalid', 'issuer_unreachable', SSO_ISSUER_UNREACHABLE, '/issuer');
  }
  const before = await getSsoConnection(env, db, caller.accountId);
  const now = Date.now();
  const clientSecret = input.clientSecret ? await seal(env, input.clientSecret) : existing!.clientSecret;
  const pick = (s: SsoConnectionDto) => ({ issuer: s.issuer, clientId: s.clientId, domains: s.domains });
  const after = { issuer: input.issuer, clientId: input.clientId, domains: [...input.domains].sort() };
  const claim = db.batch([
    deleteSamlConnectionStmt(db, caller.accountId),
    repo.upsertSsoConnectionStmt(db, {
      accountId: caller.accountId,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret,
      createdBy: existing?.createdBy ?? caller.userId,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }),
    ...replaceSsoDomainsStmts(db, caller.accountId, input.domains),
    ssoChangedStmt(db, caller, { protocol: 'oidc', before: pick(before), after, clientSecretChanged: !!input.clientSecret }, now),
  ]);
  // Another organization may claim a domain between the check above and this batch (the discovery read sits
  // between them): the domain's primary key refuses it, the batch writes nothing, and the answer names it.
  await claim.catch(async (e: unknown) => {
    if (!/UNIQUE constraint failed: sso_domains\.domain/.test(String((e as Error)?.message ?? e))) throw e;
    for (const [i, domain] of input.domains.entries()) {
      const owner = await repo.accountOfSsoDomain(db, domain);
      if (owner && owner !== caller.accountId) throw new DomainError('conflict', 'domain_taken', SSO_DOMAIN_TAKEN(domain), `/domains/${i}`);
    }
    throw e;
  });
  return getSsoConnection(env, db, caller.accountId);
}

/** Removes the identity provider; refused while members may only sign in through it. */
export async function deleteSsoConnection(env: Env, db: Db, caller: Caller): Promise<void> {
  const settings = await getSecuritySettings(db, caller.accountId);
  if (settings.loginMethods.includes('sso')) throw new DomainError('conflict', 'sso_enabled', SSO_STILL_ENABLED);
  const before = await getSsoConnection(env, db, caller.accountId);
  if (!before.configured) return;
  await removeSsoConnectionBatch(db, caller, repo.deleteSsoConnectionStmt(db, caller.accountId), {
    protocol: 'oidc',
    before: { issuer: before.issuer, clientId: before.clientId, domains: before.domains },
  });
}
