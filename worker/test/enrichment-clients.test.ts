import { describe, expect, it, vi } from 'vitest';
import { vendorUrl } from '../integrations/vendor-url';
import { EnrichmentAuthError, EnrichmentRateLimitedError, enrichmentFields } from '../integrations/enrichment/adapter';
import { ApolloEnrichment, APOLLO_HOST } from '../integrations/enrichment/apollo';
import { ClearbitEnrichment, CLEARBIT_HOST } from '../integrations/enrichment/clearbit';
import { CrustdataEnrichment, CRUSTDATA_HOST } from '../integrations/enrichment/crustdata';
import { OceanEnrichment, OCEAN_HOST } from '../integrations/enrichment/ocean';
import { ZeroBounceEnrichment, ZEROBOUNCE_HOST } from '../integrations/enrichment/zerobounce';
import { ZoomInfoEnrichment, ZOOMINFO_HOST } from '../integrations/enrichment/zoominfo';
import type { EnrichmentTransport } from '../integrations/enrichment/http';
import { uid } from './client';

// Each enrichment client against its strict fake (worker/test/fakes/*), reached by the real host
// through the Miniflare outbound service: the wire format, misses, refused keys, 429 with backoff.

vi.setConfig({ testTimeout: 30_000 });

const t: EnrichmentTransport = { fetch: (i, init) => fetch(i, init), url: (host, path) => vendorUrl({}, host, path) };

async function control(host: string, key: string, path: string, body?: unknown) {
  const res = await fetch(`https://${host}/__fake/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-fake-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status === 204 ? null : ((await res.json()) as { data: { method: string; path: string }[] });
}
const seed = (host: string, key: string, records: Record<string, unknown>) => control(host, key, 'records', { records });

describe('Apollo', () => {
  const apolloOrg = (domain: string, extra: Record<string, unknown> = {}) => ({
    name: 'Initech',
    primary_domain: domain,
    industry: 'computer software',
    estimated_num_employees: 180,
    annual_revenue: 12_000_000,
    country: 'United States',
    state: 'Texas',
    city: 'Austin',
    ...extra,
  });

  it('enriches by domain with the x-api-key header and folds the answer into the common fields', async () => {
    const key = `ap_${uid()}`;
    await seed(APOLLO_HOST, key, { 'initech.com': apolloOrg('initech.com') });
    const company = await new ApolloEnrichment(t, key).enrichCompany('initech.com');
    expect(enrichmentFields(company, null)).toEqual({
      company_name: 'Initech',
      industry: 'computer software',
      employees: 180,
      employee_range: '51-200',
      annual_revenue: 12_000_000,
      revenue_range: '10M-50M',
      country: 'US',
      country_name: 'United States',
      region: 'Texas',
      city: 'Austin',
    });
    expect(await new ApolloEnrichment(t, key).enrichCompany('unknown-domain.com')).toBeNull();
  });

  it('refuses a bad key as an auth failure', async () => {
    await expect(new ApolloEnrichment(t, `invalid_${uid()}`).enrichCompany('initech.com')).rejects.toBeInstanceOf(EnrichmentAuthError);
  });

  it('waits out a 429 with Retry-After and tries again; a wait past the cap is a rate-limit error', async () => {
    const key = `ap_${uid()}`;
    await seed(APOLLO_HOST, key, { 'initech.com': apolloOrg('initech.com') });
    await control(APOLLO_HOST, key, 'fail-next', { status: 429, retryAfter: 1 });
    const started = Date.now();
    expect((await new ApolloEnrichment(t, key).enrichCompany('initech.com'))?.name).toBe('Initech');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await control(APOLLO_HOST, key, 'calls'))!.data).toHaveLength(2);
    await control(APOLLO_HOST, key, 'fail-next', { status: 429, retryAfter: 60 });
    await expect(new ApolloEnrichment(t, key).enrichCompany('initech.com')).rejects.toBeInstanceOf(EnrichmentRateLimitedError);
  });

  it('retries a 5xx and then answers; searches a country page by page', async () => {
    const key = `ap_${uid()}`;
    const orgs = Object.fromEntries(
      Array.from({ length: 130 }, (_, i) => [
        `co${i}.com`,
        apolloOrg(`co${i}.com`, { industry: i % 2 ? 'retail' : 'banking', country: i < 120 ? 'Germany' : 'France' }),
      ]),
    );
    await seed(APOLLO_HOST, key, orgs);
    await control(APOLLO_HOST, key, 'fail-next', { status: 503 });
    const found = await new ApolloEnrichment(t, key).searchCompanies('DE', 1000);
    expect(found).toHaveLength(120);
    expect(new Set(found.map((c) => c.country))).toEqual(new Set(['DE']));
    const pages = (await control(APOLLO_HOST, key, 'calls'))!.data.filter((c) => c.path.includes('mixed_companies'));
    expect(pages).toHaveLength(3); // the 503, then pages 1 and 2
  });
});

describe('Clearbit', () => {
  it('finds a company with a bearer key; 404 and 202 (queued) are misses; a bad key is refused', async () => {
    const key = `sk_${uid()}`;
    await seed(CLEARBIT_HOST, key, {
      'globex.com': {
        name: 'Globex',
        domain: 'globex.com',
        category: { industry: 'Internet Software & Services' },
        metrics: { employees: null, employeesRange: '1K-5K', estimatedAnnualRevenue: '$100M-$250M' },
        geo: { city: 'Springfield', state: 'Oregon', countryCode: 'US' },
        timeZone: 'America/Los_Angeles',
      },
      'queued.com': 'queued',
    });
    const c = new ClearbitEnrichment(t, key);
    expect(enrichmentFields(await c.enrichCompany('globex.com'), null)).toMatchObject({
      industry: 'Internet Software & Services',
      employee_range: '1001-5000',
      revenue_range: '100M-500M',
      country: 'US',
      region: 'Oregon',
      timezone: 'America/Los_Angeles',
    });
    expect(await c.enrichCompany('nobody.com')).toBeNull();
    expect(await c.enrichCompany('queued.com')).toBeNull();
    await expect(
      new ClearbitEnrichment(t, `sk_invalid${uid()}`.replace('sk_', 'invalid')).enrichCompany('globex.com'),
    ).rejects.toBeInstanceOf(EnrichmentAuthError);
  });
});

describe('Crustdata, Ocean.io, ZoomInfo and ZeroBounce', () => {
  it('Crustdata: the best match of /company/enrich, with the version header', async () => {
    const key = `cd_${uid()}`;
    await seed(CRUSTDATA_HOST, key, {
      'hooli.com': {
        basic_info: {
          name: 'Hooli',
          primary_domain: 'hooli.com',
          employee_count_range: '5001-10000',
          industries: ['Software Development'],
        },
        revenue: { estimated: { lower_bound_usd: 2_500_000 } },
        locations: { headquarters: { country_code: 'US', state: 'California', city: 'Palo Alto' } },
      },
    });
    const c = new CrustdataEnrichment(t, key);
    expect(enrichmentFields(await c.enrichCompany('hooli.com'), null)).toMatchObject({
      company_name: 'Hooli',
      industry: 'Software Development',
      employee_range: '5001-10000',
      revenue_range: '1M-10M',
      country: 'US',
      city: 'Palo Alto',
    });
    expect(await c.enrichCompany('nobody.com')).toBeNull();
    await expect(new CrustdataEnrichment(t, `invalid${uid()}`).enrichCompany('hooli.com')).rejects.toBeInstanceOf(EnrichmentAuthError);
  });

  it('Ocean.io: bands and a lower-case country; a bad token is refused', async () => {
    const key = `oc_${uid()}`;
    await seed(OCEAN_HOST, key, {
      'umbrella.com': {
        domain: 'umbrella.com',
        name: 'Umbrella',
        primaryCountry: 'gb',
        companySize: '201-500',
        revenue: '50-100M',
        linkedinIndustry: 'Pharmaceuticals',
        locations: [{ primary: true, locality: 'London', region: 'England' }],
      },
    });
    expect(enrichmentFields(await new OceanEnrichment(t, key).enrichCompany('umbrella.com'), null)).toMatchObject({
      industry: 'Pharmaceuticals',
      employee_range: '201-500',
      revenue_range: '50M-100M',
      country: 'GB',
      city: 'London',
    });
    await expect(new OceanEnrichment(t, `invalid${uid()}`).enrichCompany('umbrella.com')).rejects.toBeInstanceOf(EnrichmentAuthError);
  });

  it('ZoomInfo: authenticates for a JWT, renews it once when refused, reports revenue in thousands', async () => {
    const user = `zi_${uid()}`;
    await seed(ZOOMINFO_HOST, user, {
      'acme.com': {
        id: 1,
        name: 'Acme',
        website: 'www.acme.com',
        employeeCount: 40,
        revenue: 9000,
        primaryIndustry: ['Manufacturing'],
        city: 'Paris',
        state: 'Ile-de-France',
        country: 'France',
      },
    });
    const c = new ZoomInfoEnrichment(t, user, 'secret-pass');
    expect(enrichmentFields(await c.enrichCompany('acme.com'), null)).toMatchObject({
      company_name: 'Acme',
      employees: 40,
      annual_revenue: 9_000_000,
      revenue_range: '1M-10M',
      country: 'FR',
      industry: 'Manufacturing',
    });
    await fetch(`https://${ZOOMINFO_HOST}/__fake/expire-jwts`, { method: 'POST' });
    expect((await c.enrichCompany('acme.com'))?.name).toBe('Acme');
    const calls = (await control(ZOOMINFO_HOST, user, 'calls'))!.data.map((x) => x.path);
    expect(calls.filter((p) => p === '/authenticate')).toHaveLength(2);
    await expect(new ZoomInfoEnrichment(t, user, 'invalid-pass').enrichCompany('acme.com')).rejects.toBeInstanceOf(EnrichmentAuthError);
  });

  it('ZeroBounce: the status of an address; a bad key (200 with an error) is an auth failure', async () => {
    const key = `zb_${uid()}`;
    await seed(ZEROBOUNCE_HOST, key, { 'bounce@initech.com': { status: 'invalid', sub_status: 'mailbox_not_found' } });
    const c = new ZeroBounceEnrichment(t, key);
    expect(await c.verifyEmail('bounce@initech.com')).toEqual({
      email: 'bounce@initech.com',
      status: 'invalid',
      subStatus: 'mailbox_not_found',
    });
    expect((await c.verifyEmail('pat@initech.com'))?.status).toBe('valid');
    await expect(new ZeroBounceEnrichment(t, `invalid${uid()}`).verifyEmail('pat@initech.com')).rejects.toBeInstanceOf(EnrichmentAuthError);
  });
});
