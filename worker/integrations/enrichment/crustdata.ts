import { emptyCompany, type EnrichmentAdapter } from './adapter';
import { KeyedEnrichmentClient, obj } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const CRUSTDATA_HOST = 'api.crustdata.com';
export const CRUSTDATA_API_VERSION = '2025-11-01';

/**
 * Crustdata Company Enrich: POST /company/enrich with `{ domains, fields }`, a bearer key and the
 * x-api-version header. Each result lists candidate matches with a confidence score; the best one is
 * taken, and a domain without matches is a miss.
 */
export class CrustdataEnrichment extends KeyedEnrichmentClient implements EnrichmentAdapter {
  readonly provider = 'crust_data';

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const headers = { authorization: `Bearer ${this.apiKey}`, 'x-api-version': CRUSTDATA_API_VERSION };
    const lookup = { domains: [domain], fields: ['basic_info', 'headcount', 'revenue', 'locations'] };
    const a = await this.postLookup(CRUSTDATA_HOST, '/company/enrich', headers, lookup, 'Crustdata', signal);
    if (!a) return null;
    const results = Array.isArray(obj(a.body).results) ? (obj(a.body).results as unknown[]) : [];
    const matches = results.flatMap((r) => (Array.isArray(obj(r).matches) ? (obj(r).matches as unknown[]) : []));
    const best = matches.map(obj).sort((x, y) => (numberOf(y.confidence_score) ?? 0) - (numberOf(x.confidence_score) ?? 0))[0];
    if (!best) return null;
    const data = obj(best.company_data);
    const basic = obj(data.basic_info);
    const hq = obj(obj(data.locations).headquarters);
    const estimated = obj(obj(data.revenue).estimated);
    const industries = Array.isArray(basic.industries) ? basic.industries : [];
    return {
      ...emptyCompany(textOf(basic.primary_domain) ?? domain),
      name: textOf(basic.name),
      industry: textOf(industries[0]),
      employees: numberOf(obj(data.headcount).total),
      employeeRange: textOf(basic.employee_count_range),
      annualRevenue: numberOf(estimated.lower_bound_usd),
      country: countryCode(hq.country_code) ?? countryCode(hq.country),
      region: textOf(hq.state),
      city: textOf(hq.city),
    };
  }
}
