import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import {
  ENRICHMENT_MESSAGES,
  ENRICHMENT_PROVIDER_INFO,
  ENRICHMENT_PROVIDERS,
  type EnrichmentConnectInput,
  type EnrichmentProvider,
  type EnrichmentProviderDto,
} from '../../../contracts/enrichment';
import { DomainError, forbidden, notFound, problemAt } from '../../../core/errors';
import { changes, runBatch } from '../../../db/batch';
import { seal, unseal } from '../../../lib/vault';
import { vendorUrl } from '../../../integrations/vendor-url';
import { EnrichmentAuthError } from '../../../integrations/enrichment/adapter';
import type { EnrichmentTransport } from '../../../integrations/enrichment/http';
import { createEnrichmentAdapter, type EnrichmentCredentials } from '../../../integrations/enrichment/catalogue';
import { auditStmt } from '../../audit-log/service';
import { deleteIntegrationStmt, listIntegrations, upsertIntegrationStmt, type IntegrationRow } from '../../integrations/service';
import * as repo from '../repo';
import { iso } from '../../../contracts/response-kit';

/** How clients reach the providers: the platform fetch, at the real hosts (or the fakes under VENDOR_BASE_URL). */
export const transportFor = (env: Env): EnrichmentTransport => ({
  fetch: (input, init) => fetch(input, init),
  url: (host, path) => vendorUrl(env, host, path),
});

export async function credentialsOf(env: Env, row: IntegrationRow): Promise<EnrichmentCredentials> {
  return row.credentials ? (JSON.parse(await unseal(env, row.credentials)) as EnrichmentCredentials) : {};
}

/** The organization-level enrichment connections, oldest first. */
export const enrichmentIntegrations = (db: Db, accountId: string) => listIntegrations(db, accountId, { userId: null, kind: 'enrichment' });

async function findIntegration(db: Db, accountId: string, provider: EnrichmentProvider) {
  const [row] = await listIntegrations(db, accountId, { userId: null, kind: 'enrichment', provider });
  return row ?? null;
}

function toDto(provider: EnrichmentProvider, row: IntegrationRow | undefined): EnrichmentProviderDto {
  const info = ENRICHMENT_PROVIDER_INFO[provider];
  return {
    provider,
    ...info,
    integration: row
      ? {
          id: row.id,
          status: row.status,
          accountName: row.externalAccountName,
          lastError: row.lastError,
          connectedAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        }
      : null,
  };
}

const requireAdmin = (caller: Caller) => {
  if (caller.role !== 'super_admin') throw forbidden();
};

/** Every provider with its connection, in the spec's order. */
export async function listProviders(db: Db, caller: Caller): Promise<EnrichmentProviderDto[]> {
  const rows = await enrichmentIntegrations(db, caller.accountId);
  return ENRICHMENT_PROVIDERS.map((p) =>
    toDto(
      p,
      rows.find((r) => r.provider === p),
    ),
  );
}

export async function getProvider(db: Db, caller: Caller, provider: EnrichmentProvider): Promise<EnrichmentProviderDto> {
  return toDto(provider, (await findIntegration(db, caller.accountId, provider)) ?? undefined);
}

/** The credentials a provider needs, each missing one a 422 on its field. */
function credentialsFrom(provider: EnrichmentProvider, input: EnrichmentConnectInput): EnrichmentCredentials & { label: string } {
  if (ENRICHMENT_PROVIDER_INFO[provider].credentials === 'username_password') {
    if (!input.username)
      throw new DomainError(
        'invalid',
        'invalid',
        ENRICHMENT_MESSAGES.usernameRequired,
        '/username',
        input.password ? [] : [problemAt('/password', ENRICHMENT_MESSAGES.passwordRequired)],
      );
    if (!input.password) throw new DomainError('invalid', 'invalid', ENRICHMENT_MESSAGES.passwordRequired, '/password');
    return { username: input.username, password: input.password, label: input.username };
  }
  if (!input.apiKey) throw new DomainError('invalid', 'invalid', ENRICHMENT_MESSAGES.apiKeyRequired, '/apiKey');
  return { apiKey: input.apiKey, label: `Key ending ${input.apiKey.slice(-4)}` };
}

// A lookup every provider answers cheaply: refused credentials show here, not at the first prospect.
const PROBE_DOMAIN = 'example.com';
const PROBE_EMAIL = 'probe@example.com';
const PROBE_TIMEOUT_MS = 8_000;

async function probe(env: Env, provider: EnrichmentProvider, credentials: EnrichmentCredentials) {
  const adapter = createEnrichmentAdapter(provider, credentials, transportFor(env));
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    if (adapter.enrichCompany) await adapter.enrichCompany(PROBE_DOMAIN, signal);
    else await adapter.verifyEmail?.(PROBE_EMAIL, signal);
  } catch (e) {
    const detail = ENRICHMENT_MESSAGES.failed(ENRICHMENT_PROVIDER_INFO[provider].label);
    throw new DomainError(
      'invalid',
      e instanceof EnrichmentAuthError ? 'integration_failed' : 'integration_unreachable',
      detail,
      ENRICHMENT_PROVIDER_INFO[provider].credentials === 'api_key' ? '/apiKey' : '/password',
    );
  }
}

/**
 * Connects (or re-keys) a provider for the organization: the credentials are tried against the
 * provider first, then sealed; the audit log records who connected it. A new key forgets the old
 * key's cached answers.
 */
export async function connectProvider(
  env: Env,
  db: Db,
  caller: Caller,
  provider: EnrichmentProvider,
  input: EnrichmentConnectInput,
  now = Date.now(),
): Promise<EnrichmentProviderDto> {
  requireAdmin(caller);
  const { label, ...credentials } = credentialsFrom(provider, input);
  await probe(env, provider, credentials);
  const sealed = await seal(env, JSON.stringify(credentials));
  const existing = await findIntegration(db, caller.accountId, provider);
  // One row per organization and provider, whatever the timing: two connects racing meet on this id.
  const id = existing?.id ?? `enrichment:${caller.accountId}:${provider}`;
  const write = upsertIntegrationStmt(db, {
    id,
    accountId: caller.accountId,
    userId: null,
    provider,
    kind: 'enrichment',
    status: 'connected',
    externalAccountId: '',
    externalAccountName: label,
    credentials: sealed,
    createdByUserId: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  const name = ENRICHMENT_PROVIDER_INFO[provider].label;
  await runBatch(db, [
    write,
    repo.clearCacheStmt(db, caller.accountId, provider),
    auditStmt(db, {
      accountId: caller.accountId,
      action: existing ? 'integration_reauthorized' : 'integration_connected',
      integrationId: id,
      integrationName: name,
      actorUserId: caller.userId,
      detail: { provider, kind: 'enrichment' },
      at: now,
    }),
  ]);
  return getProvider(db, caller, provider);
}

/** Removes the provider and its cached answers; routing falls back to the organization's own CRM accounts. */
export async function disconnectProvider(db: Db, caller: Caller, provider: EnrichmentProvider, now = Date.now()) {
  requireAdmin(caller);
  const existing = await findIntegration(db, caller.accountId, provider);
  // Only the request whose delete removed the row records it: a second click answers 404, not a second entry.
  if (!existing || !changes(await deleteIntegrationStmt(db, caller.accountId, existing.id).run())) throw notFound('Integration');
  await runBatch(db, [
    repo.clearCacheStmt(db, caller.accountId, provider),
    auditStmt(db, {
      accountId: caller.accountId,
      action: 'integration_removed',
      integrationId: existing.id,
      integrationName: ENRICHMENT_PROVIDER_INFO[provider].label,
      actorUserId: caller.userId,
      detail: { provider, kind: 'enrichment' },
      at: now,
    }),
  ]);
}
