import { emptyCompany, EnrichmentError, type CompanyEnrichment, type EnrichmentAdapter } from './adapter';
import { obj, send, type EnrichmentTransport } from './http';
import { countryCode, countryName, numberOf, textOf } from './normalise';

export const APOLLO_HOST = 'api.apollo.io';
const PER_PAGE = 100;

function toCompany(domain: string, raw: unknown): CompanyEnrichment | null {
  const o = obj(raw);
  if (!Object.keys(o).length) return null;
  return {
    ...emptyCompany(textOf(o.primary_domain) ?? domain),
    name: textOf(o.name),
    industry: textOf(o.industry),
    employees: numberOf(o.estimated_num_employees),
    annualRevenue: numberOf(o.annual_revenue),
    country: countryCode(o.country),
    region: textOf(o.state),
    city: textOf(o.city),
  };
}

/**
 * Apollo: Organization Enrichment (GET /api/v1/organizations/enrich?domain=) and Organization Search
 * (POST /api/v1/mixed_companies/search, paged by page/per_page), authenticated by the x-api-key header.
 */
export class ApolloEnrichment implements EnrichmentAdapter {
  readonly provider = 'apollo';
  constructor(
    private readonly t: EnrichmentTransport,
    private readonly apiKey: string,
  ) {}

  private headers() {
    return { 'x-api-key': this.apiKey, 'content-type': 'application/json', accept: 'application/json', 'cache-control': 'no-cache' };
  }

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const url = this.t.url(APOLLO_HOST, `/api/v1/organizations/enrich?domain=${encodeURIComponent(domain)}`);
    const a = await send(this.t, this.provider, url, { method: 'GET', headers: this.headers() }, signal);
    if (a.status === 404) return null;
    if (a.status !== 200) throw new EnrichmentError(this.provider, `Apollo answered ${a.status}`);
    return toCompany(domain, obj(a.body).organization);
  }

  async searchCompanies(country: string, limit: number, signal?: AbortSignal) {
    const location = countryName(country) ?? country;
    const out: CompanyEnrichment[] = [];
    for (let page = 1; out.length < limit; page++) {
      const url = this.t.url(APOLLO_HOST, '/api/v1/mixed_companies/search');
      const body = JSON.stringify({ organization_locations: [location], page, per_page: PER_PAGE });
      const a = await send(this.t, this.provider, url, { method: 'POST', headers: this.headers(), body }, signal);
      if (a.status !== 200) throw new EnrichmentError(this.provider, `Apollo answered ${a.status}`);
      const b = obj(a.body);
      const orgs = Array.isArray(b.organizations) ? b.organizations : [];
      for (const o of orgs) {
        const c = toCompany(textOf(obj(o).primary_domain) ?? '', o);
        if (c) out.push(c);
      }
      const pages = numberOf(obj(b.pagination).total_pages) ?? page;
      if (!orgs.length || page >= pages) break;
    }
    return out.slice(0, limit);
  }
}
