import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { ENRICHMENT_TTL, type EnrichmentProvider } from '../../../contracts/enrichment';
import type { EnrichmentNote } from '../../../contracts/routing-decision';
import type { FieldValue } from '../../../contracts/routing';
import { emailDomain, normaliseEmail } from '../../../core/routing/identity';
import { isFreeEmailDomain } from '../../../core/routing/free-email-domains';
import {
  enrichmentFields,
  EnrichmentAuthError,
  type CompanyEnrichment,
  type EmailVerification,
  type EnrichmentAdapter,
} from '../../../integrations/enrichment/adapter';
import { BuiltinEnrichment } from '../../../integrations/enrichment/builtin';
import { createEnrichmentAdapter } from '../../../integrations/enrichment/catalogue';
import { credentialsOf, enrichmentIntegrations, transportFor } from './connection';
import * as repo from '../repo';
import { crmAccounts, crmAccountsByDomain } from '../../crm/service';
import { setStatus, type IntegrationRow } from '../../integrations/service';
import { ENRICHMENT_VENDOR_NAMES } from '../../../contracts/vendors';

/** Company providers in the order one is chosen when several are connected. */
const COMPANY_ORDER: EnrichmentProvider[] = ['apollo', 'clearbit', 'zoominfo', 'crust_data', 'ocean'];

export const builtinEnrichment = (db: Db, accountId: string) =>
  new BuiltinEnrichment({
    accountsByDomain: (d) => crmAccountsByDomain(db, accountId, d),
    accounts: (n) => crmAccounts(db, accountId, n),
  });

type Connected = { provider: EnrichmentProvider; row: IntegrationRow; adapter: EnrichmentAdapter };

/** The organization's working providers: the company one (first in COMPANY_ORDER) and ZeroBounce for e-mail. */
export async function connectedProviders(
  env: Env,
  db: Db,
  accountId: string,
): Promise<{ company: Connected | null; email: Connected | null }> {
  const rows = (await enrichmentIntegrations(db, accountId)).filter((r) => r.status === 'connected' && r.credentials);
  const make = async (provider: EnrichmentProvider): Promise<Connected | null> => {
    const row = rows.find((r) => r.provider === provider);
    return row ? { provider, row, adapter: createEnrichmentAdapter(provider, await credentialsOf(env, row), transportFor(env)) } : null;
  };
  const companyProvider = COMPANY_ORDER.find((p) => rows.some((r) => r.provider === p)) ?? null;
  const [company, email] = await Promise.all([companyProvider ? make(companyProvider) : null, make('zerobounce')]);
  return { company, email };
}

type Outcome<T> = { value: T | null; status: EnrichmentNote['status']; error?: unknown };

/**
 * The cached answer, or the provider's within the deadline (then cached: answers for the hit TTL,
 * misses for the shorter one). A timeout or failure is not cached, so the next submission asks again.
 */
async function ask<T extends object>(
  db: Db,
  accountId: string,
  c: Connected,
  kind: repo.CacheKind,
  subject: string,
  signal: AbortSignal,
  now: number,
  call: () => Promise<T | null>,
): Promise<Outcome<T>> {
  const hit = await repo.cached(db, accountId, c.provider, kind, subject, now);
  if (hit) return { value: (hit.data as T | null) ?? null, status: hit.data ? 'cached' : 'not_found' };
  try {
    const value = await call();
    await repo
      .cacheStmt(db, {
        accountId,
        provider: c.provider,
        kind,
        subject,
        data: value as Record<string, unknown> | null,
        fetchedAt: now,
        expiresAt: now + (value ? ENRICHMENT_TTL.hitMs : ENRICHMENT_TTL.missMs),
      })
      .run();
    return { value, status: value ? 'fresh' : 'not_found' };
  } catch (error) {
    return { value: null, status: signal.aborted ? 'timeout' : 'failed', error };
  }
}

const PROVIDER_NAMES: Record<string, string> = { builtin: 'your CRM accounts', ...ENRICHMENT_VENDOR_NAMES };

function sentence(provider: string, status: EnrichmentNote['status'], domain: string | null, fallback: boolean): string {
  const name = PROVIDER_NAMES[provider] ?? provider;
  const about = domain ? ` for ${domain}` : '';
  const tail = fallback ? '; your CRM accounts answered instead' : '';
  switch (status) {
    case 'fresh':
      return `Enrichment data${about} came from ${name}`;
    case 'cached':
      return `Enrichment data${about} came from ${name} (saved from an earlier lookup)`;
    case 'not_found':
      return `${name} had no data${about}${tail}`;
    case 'timeout':
      return `${name} did not answer in time${about}${tail}`;
    case 'failed':
      return `${name} could not be reached${about}${tail}`;
    case 'skipped':
      return 'No company enrichment for a free e-mail provider';
    case 'not_configured':
      return 'No enrichment provider is connected';
  }
}

/** Marks a provider whose credentials were refused, so the settings page shows it; the lookup goes on without it. */
async function noteAuthFailure(db: Db, accountId: string, c: Connected, error: unknown, now: number) {
  if (!(error instanceof EnrichmentAuthError)) return;
  await setStatus(db, accountId, c.row.id, 'failed', error.message, now);
}

/**
 * The prospect's enrichment for a routing decision: the company (by the e-mail's domain) from the
 * connected provider, or from the organization's own CRM accounts when none is connected or it has
 * nothing in time; plus ZeroBounce's verdict on the address when connected. Bounded by `timeoutMs` in
 * all, so a slow provider never holds a submission; the note says in plain words where the data came from.
 */
export async function enrichProspect(
  env: Env,
  db: Db,
  accountId: string,
  rawEmail: string | null,
  now: number,
  timeoutMs: number,
): Promise<{ data: Record<string, FieldValue> | null; note: EnrichmentNote }> {
  const email = normaliseEmail(rawEmail);
  const domain = email ? emailDomain(email) : null;
  const signal = AbortSignal.timeout(timeoutMs);
  const providers = await connectedProviders(env, db, accountId);
  const companyDomain = domain && !isFreeEmailDomain(domain) ? domain : null;

  const companyTask = async (): Promise<{
    value: CompanyEnrichment | null;
    provider: string;
    status: EnrichmentNote['status'];
    fallback: boolean;
  }> => {
    if (!companyDomain) return { value: null, provider: 'builtin', status: domain ? 'skipped' : 'not_found', fallback: false };
    const c = providers.company;
    if (c?.adapter.enrichCompany) {
      const out = await ask(db, accountId, c, 'company', companyDomain, signal, now, () => c.adapter.enrichCompany!(companyDomain, signal));
      if (out.error) await noteAuthFailure(db, accountId, c, out.error, now);
      if (out.value) return { value: out.value, provider: c.provider, status: out.status, fallback: false };
      const own = await builtinEnrichment(db, accountId).enrichCompany(companyDomain);
      return { value: own, provider: c.provider, status: out.status, fallback: own !== null };
    }
    const own = await builtinEnrichment(db, accountId).enrichCompany(companyDomain);
    return { value: own, provider: 'builtin', status: own ? 'fresh' : 'not_found', fallback: false };
  };
  const emailTask = async (): Promise<Outcome<EmailVerification>> => {
    const c = providers.email;
    if (!c?.adapter.verifyEmail || !email) return { value: null, status: 'not_configured' };
    const out = await ask(db, accountId, c, 'email', email, signal, now, () => c.adapter.verifyEmail!(email, signal));
    if (out.error) await noteAuthFailure(db, accountId, c, out.error, now);
    return out;
  };

  const [company, verdict] = await Promise.all([companyTask(), emailTask()]);
  const fields = enrichmentFields(company.value, verdict.value);
  const data = Object.keys(fields).length ? (fields as Record<string, FieldValue>) : null;
  const details = [sentence(company.provider, company.status, companyDomain, company.fallback)];
  if (providers.email) details.push(sentence('zerobounce', verdict.status, email, false).replace('Enrichment data', 'E-mail status'));
  return { data, note: { provider: company.provider, status: company.status, detail: details.join('. ') } };
}
