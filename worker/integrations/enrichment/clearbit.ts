import { emptyCompany, EnrichmentError, type EnrichmentAdapter } from './adapter';
import { obj, send, type EnrichmentTransport } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const CLEARBIT_HOST = 'company.clearbit.com';

/**
 * Clearbit Company API: GET /v2/companies/find?domain= with a bearer secret key. 200 is the company,
 * 404 an unknown domain, and 202 means Clearbit is looking it up now: this submission routes without
 * it and the short miss TTL asks again soon.
 */
export class ClearbitEnrichment implements EnrichmentAdapter {
  readonly provider = 'clearbit';
  constructor(
    private readonly t: EnrichmentTransport,
    private readonly apiKey: string,
  ) {}

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const url = this.t.url(CLEARBIT_HOST, `/v2/companies/find?domain=${encodeURIComponent(domain)}`);
    const a = await send(
      this.t,
      this.provider,
      url,
      { method: 'GET', headers: { authorization: `Bearer ${this.apiKey}`, accept: 'application/json' } },
      signal,
    );
    if (a.status === 404 || a.status === 202) return null;
    if (a.status !== 200) throw new EnrichmentError(this.provider, `Clearbit answered ${a.status}`);
    const c = obj(a.body);
    const metrics = obj(c.metrics);
    const geo = obj(c.geo);
    const category = obj(c.category);
    return {
      ...emptyCompany(textOf(c.domain) ?? domain),
      name: textOf(c.name),
      industry: textOf(category.industry) ?? textOf(category.sector),
      employees: numberOf(metrics.employees),
      employeeRange: textOf(metrics.employeesRange),
      annualRevenue: numberOf(metrics.annualRevenue),
      revenueRange: textOf(metrics.estimatedAnnualRevenue),
      country: countryCode(geo.countryCode) ?? countryCode(geo.country),
      region: textOf(geo.state),
      city: textOf(geo.city),
      timezone: textOf(c.timeZone),
    };
  }
}
