import { emptyCompany, type EnrichmentAdapter } from './adapter';
import { KeyedEnrichmentClient, obj } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const OCEAN_HOST = 'api.ocean.io';

/**
 * Ocean.io Enrich company: POST /v2/enrich/company with `{ company: { domain } }` and the x-api-token
 * header. Ocean answers bands (companySize "51-200", revenue "10-50M") and a lower-case primary country.
 */
export class OceanEnrichment extends KeyedEnrichmentClient implements EnrichmentAdapter {
  readonly provider = 'ocean';

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const a = await this.postLookup(
      OCEAN_HOST,
      '/v2/enrich/company',
      { 'x-api-token': this.apiKey },
      { company: { domain } },
      'Ocean.io',
      signal,
    );
    if (!a) return null;
    const c = obj(a.body);
    if (!textOf(c.domain)) return null;
    const industries = Array.isArray(c.industries) ? c.industries : [];
    const hq = obj(
      (Array.isArray(c.locations) ? c.locations : []).map(obj).find((l) => l.primary === true) ??
        (Array.isArray(c.locations) ? c.locations[0] : null),
    );
    return {
      ...emptyCompany(textOf(c.domain) ?? domain),
      name: textOf(c.name),
      industry: textOf(c.linkedinIndustry) ?? textOf(industries[0]),
      employees: numberOf(c.employeeCountLinkedin) ?? numberOf(c.employeeCountOcean),
      employeeRange: textOf(c.companySize),
      revenueRange: textOf(c.revenue),
      country: countryCode(c.primaryCountry),
      region: textOf(hq.region) ?? textOf(hq.state),
      city: textOf(hq.locality) ?? textOf(hq.city),
    };
  }
}
