import { emptyCompany, EnrichmentError, type CompanyEnrichment, type EnrichmentAdapter } from './adapter';
import { KeyedEnrichmentClient, obj } from './http';
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
export class ApolloEnrichment extends KeyedEnrichmentClient implements EnrichmentAdapter {
  readonly provider = 'apollo';

  private headers() {
    return { 'x-api-key': this.apiKey, 'content-type': 'application/json', accept: 'application/json', 'cache-control': 'no-cache' };
  }

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const path = `/api/v1/organizations/enrich?domain=${encodeURIComponent(domain)}`;
    const a = await this.call(APOLLO_HOST, path, { method: 'GET', headers: this.headers() }, signal);
    if (this.missed(a, 'Apollo')) return null;
    return toCompany(domain, obj(a.body).organization);
  }

  async searchCompanies(country: string, limit: number, signal?: AbortSignal) {
    const location = countryName(country) ?? country;
    const out: CompanyEnrichment[] = [];
    for (let page = 1; out.length < limit; page++) {
      const body = JSON.stringify({ organization_locations: [location], page, per_page: PER_PAGE });
      const a = await this.call(APOLLO_HOST, '/api/v1/mixed_companies/search', { method: 'POST', headers: this.headers(), body }, signal);
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
