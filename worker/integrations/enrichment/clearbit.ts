import { emptyCompany, type EnrichmentAdapter } from './adapter';
import { KeyedEnrichmentClient, obj } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const CLEARBIT_HOST = 'company.clearbit.com';

/**
 * Clearbit Company API: GET /v2/companies/find?domain= with a bearer secret key. 200 is the company,
 * 404 an unknown domain, and 202 means Clearbit is looking it up now: this submission routes without
 * it and the short miss TTL asks again soon.
 */
export class ClearbitEnrichment extends KeyedEnrichmentClient implements EnrichmentAdapter {
  readonly provider = 'clearbit';

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const path = `/v2/companies/find?domain=${encodeURIComponent(domain)}`;
    const headers = { authorization: `Bearer ${this.apiKey}`, accept: 'application/json' };
    const a = await this.call(CLEARBIT_HOST, path, { method: 'GET', headers }, signal);
    if (this.missed(a, 'Clearbit', [404, 202])) return null;
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
