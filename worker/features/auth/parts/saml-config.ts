import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import {
  SAML_METADATA_INVALID,
  SAML_METADATA_UNREACHABLE,
  SAML_NOT_CONFIGURED,
  SAML_NOT_VERIFIED,
  SAML_PROTOCOL_LOCKED,
  type SamlConnectionDto,
  type SamlConnectionInput,
} from '../../../contracts/saml';
import { SSO_DOMAIN_TAKEN, SSO_STILL_ENABLED } from '../../../contracts/sso';
import type { UpdateSecuritySettingsInput } from '../../../contracts/security-settings';
import { DomainError } from '../../../core/errors';
import { parseIdpMetadata, SamlError, type IdpMetadata, type SpConfig } from '../../../integrations/sso/saml-metadata';
import { outboundFetch, outboundPolicy } from '../../../lib/outbound-url';
import * as repo from '../saml-repo';
import * as ssoRepo from '../sso-repo';
import { removeSsoConnectionBatch, replaceSsoDomainsStmts, ssoChangedStmt } from './sso-config';
import { getSecuritySettings, updateSecuritySettings } from './security';

const base = (env: Pick<Env, 'APP_URL'>) => env.APP_URL.replace(/\/$/, '');

/** The organization's service provider: its entity ID is its metadata URL; one ACS per organization. */
export const samlSpOf = (env: Pick<Env, 'APP_URL'>, accountId: string): SpConfig & { metadataUrl: string } => ({
  entityId: `${base(env)}/api/public/saml/${accountId}/metadata`,
  metadataUrl: `${base(env)}/api/public/saml/${accountId}/metadata`,
  acsUrl: `${base(env)}/api/public/saml/${accountId}/acs`,
});

export const idpOf = (row: repo.SamlConnectionRecord): IdpMetadata => ({
  entityId: row.idpEntityId,
  ssoUrl: row.idpSsoUrl,
  certificates: JSON.parse(row.idpCertificates) as string[],
});

export async function getSamlConnection(env: Env, db: Db, accountId: string): Promise<SamlConnectionDto> {
  const [row, settings] = await Promise.all([repo.findSamlConnection(db, accountId), getSecuritySettings(db, accountId)]);
  return {
    configured: !!row,
    status: row?.status ?? null,
    enabled: !!row && row.status === 'verified' && settings.loginMethods.includes('sso'),
    idpEntityId: row?.idpEntityId ?? null,
    idpSsoUrl: row?.idpSsoUrl ?? null,
    metadataUrl: row?.metadataUrl ?? null,
    certificateCount: row ? idpOf(row).certificates.length : 0,
    defaultRole: row?.defaultRole ?? 'regular',
    domains: row ? await ssoRepo.ssoDomainsOf(db, accountId) : [],
    sp: samlSpOf(env, accountId),
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** The identity provider's metadata, pasted or fetched from its URL by the worker (under the outbound policy). */
async function readMetadata(env: Env, input: SamlConnectionInput): Promise<IdpMetadata> {
  let xml = input.metadataXml;
  if (!xml) {
    try {
      const res = await outboundFetch(input.metadataUrl!, {}, { policy: outboundPolicy(env), maxBytes: 1024 * 1024 });
      if (!res.ok) throw new Error(`status ${res.status}`);
      xml = await res.text();
    } catch {
      throw new DomainError('invalid', 'metadata_unreachable', SAML_METADATA_UNREACHABLE, '/metadataUrl');
    }
  }
  try {
    return parseIdpMetadata(xml);
  } catch (e) {
    if (!(e instanceof SamlError)) throw e;
    throw new DomainError('invalid', 'metadata_invalid', SAML_METADATA_INVALID, input.metadataXml ? '/metadataXml' : '/metadataUrl');
  }
}

/**
 * Saves the SAML identity provider from its metadata and claims the e-mail domains. A new identity provider
 * (entity, URL or certificates changed) starts "processing" again until a test sign-in succeeds. Saving SAML
 * replaces an OpenID Connect provider (one protocol per organization), refused while SSO is turned on.
 */
export async function saveSamlConnection(env: Env, db: Db, caller: Caller, input: SamlConnectionInput): Promise<SamlConnectionDto> {
  const idp = await readMetadata(env, input);
  const [existing, oidc, settings] = await Promise.all([
    repo.findSamlConnection(db, caller.accountId),
    ssoRepo.findSsoConnection(db, caller.accountId),
    getSecuritySettings(db, caller.accountId),
  ]);
  if (oidc && settings.loginMethods.includes('sso')) throw new DomainError('conflict', 'sso_enabled', SAML_PROTOCOL_LOCKED);
  for (const [i, domain] of input.domains.entries()) {
    const owner = await ssoRepo.accountOfSsoDomain(db, domain);
    if (owner && owner !== caller.accountId) throw new DomainError('conflict', 'domain_taken', SSO_DOMAIN_TAKEN(domain), `/domains/${i}`);
  }
  const certificates = JSON.stringify(idp.certificates);
  const sameIdp =
    existing && existing.idpEntityId === idp.entityId && existing.idpSsoUrl === idp.ssoUrl && existing.idpCertificates === certificates;
  if (existing && !sameIdp && settings.loginMethods.includes('sso')) throw new DomainError('conflict', 'sso_enabled', SSO_STILL_ENABLED);
  const before = await getSamlConnection(env, db, caller.accountId);
  const now = Date.now();
  const pick = (s: Pick<SamlConnectionDto, 'idpEntityId' | 'idpSsoUrl' | 'defaultRole' | 'domains'>) => ({
    idpEntityId: s.idpEntityId,
    idpSsoUrl: s.idpSsoUrl,
    defaultRole: s.defaultRole,
    domains: s.domains,
  });
  await db.batch([
    ssoRepo.deleteSsoConnectionStmt(db, caller.accountId),
    repo.upsertSamlConnectionStmt(db, {
      accountId: caller.accountId,
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      idpCertificates: certificates,
      metadataUrl: input.metadataXml ? null : (input.metadataUrl ?? null),
      defaultRole: input.defaultRole,
      status: sameIdp ? existing.status : 'processing',
      verifiedAt: sameIdp ? existing.verifiedAt : null,
      createdBy: existing?.createdBy ?? caller.userId,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }),
    ...replaceSsoDomainsStmts(db, caller.accountId, input.domains),
    ssoChangedStmt(
      db,
      caller,
      {
        protocol: 'saml',
        before: before.configured ? pick(before) : null,
        after: pick({
          ...idp,
          idpEntityId: idp.entityId,
          idpSsoUrl: idp.ssoUrl,
          defaultRole: input.defaultRole,
          domains: [...input.domains].sort(),
        }),
        certificatesChanged: !sameIdp,
      },
      now,
    ),
  ]);
  return getSamlConnection(env, db, caller.accountId);
}

/** Removes the SAML identity provider; refused while members may sign in through it. */
export async function deleteSamlConnection(env: Env, db: Db, caller: Caller): Promise<void> {
  const before = await getSamlConnection(env, db, caller.accountId);
  if (before.enabled) throw new DomainError('conflict', 'sso_enabled', SSO_STILL_ENABLED);
  if (!before.configured) return;
  await removeSsoConnectionBatch(db, caller, repo.deleteSamlConnectionStmt(db, caller.accountId), {
    protocol: 'saml',
    before: { idpEntityId: before.idpEntityId, domains: before.domains },
  });
}

/** "Enable": once a test sign-in succeeded, single sign-on joins the organization's login methods. */
export async function enableSaml(env: Env, db: Db, caller: Caller): Promise<SamlConnectionDto> {
  const row = await repo.findSamlConnection(db, caller.accountId);
  if (!row) throw new DomainError('conflict', 'saml_not_configured', SAML_NOT_CONFIGURED);
  if (row.status !== 'verified') throw new DomainError('conflict', 'saml_not_verified', SAML_NOT_VERIFIED);
  const s = await getSecuritySettings(db, caller.accountId);
  if (!s.loginMethods.includes('sso'))
    await updateSecuritySettings(db, caller, {
      loginMethods: [...s.loginMethods, 'sso'],
      sessionLengthHours: s.sessionLengthHours as UpdateSecuritySettingsInput['sessionLengthHours'],
      idleTimeoutMinutes: s.idleTimeoutMinutes as UpdateSecuritySettingsInput['idleTimeoutMinutes'],
    });
  return getSamlConnection(env, db, caller.accountId);
}
