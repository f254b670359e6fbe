import { emptyCompany, EnrichmentError, type EnrichmentAdapter } from './adapter';
import { obj, send, type EnrichmentTransport } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const CRUSTDATA_HOST = 'api.crustdata.com';
export const CRUSTDATA_API_VERSION = '2025-11-01';

/**
 * Crustdata Company Enrich: POST /company/enrich with `{ domains, fields }`, a bearer key and the
 * x-api-version header. Each result lists candidate matches with a confidence score; the best one is
 * taken, and a domain without matches is a miss.
 */
export class CrustdataEnrichment implements EnrichmentAdapter {
  readonly provider = 'crust_data';
  constructor(
    private readonly t: EnrichmentTransport,
    private readonly apiKey: string,
  ) {}

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const url = this.t.url(CRUSTDATA_HOST, '/company/enrich');
    const init = {
      method: 'POST',
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json', 'x-api-version': CRUSTDATA_API_VERSION },
      body: JSON.stringify({ domains: [domain], fields: ['basic_info', 'headcount', 'revenue', 'locations'] }),
    };
    const a = await send(this.t, this.provider, url, init, signal);
    if (a.status === 404) return null;
    if (a.status !== 200) throw new EnrichmentError(this.provider, `Crustdata answered ${a.status}`);
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
