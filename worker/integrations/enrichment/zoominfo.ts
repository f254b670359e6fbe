import { emptyCompany, EnrichmentAuthError, EnrichmentError, type EnrichmentAdapter } from './adapter';
import { obj, send, type EnrichmentTransport } from './http';
import { countryCode, numberOf, textOf } from './normalise';

export const ZOOMINFO_HOST = 'api.zoominfo.com';
const OUTPUT_FIELDS = ['id', 'name', 'website', 'employeeCount', 'revenue', 'primaryIndustry', 'city', 'state', 'country'];
// ZoomInfo's JWT lasts 60 minutes; it is renewed a little before, and kept per user across requests.
const JWT_LIFETIME_MS = 55 * 60_000;
const jwts = new Map<string, { jwt: string; expiresAt: number }>();

/**
 * ZoomInfo Enterprise API: POST /authenticate with username and password for a JWT, then
 * POST /enrich/company with `matchCompanyInput` and `outputFields`. A 401 on enrich means the JWT
 * expired early: it is renewed once and the call repeated. Revenue is reported in thousands of dollars.
 */
export class ZoomInfoEnrichment implements EnrichmentAdapter {
  readonly provider = 'zoominfo';
  constructor(
    private readonly t: EnrichmentTransport,
    private readonly username: string,
    private readonly password: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get cacheKey() {
    return `${this.username}\u0000${this.password}`;
  }

  private async token(signal?: AbortSignal, renew = false): Promise<string> {
    const cached = jwts.get(this.cacheKey);
    if (!renew && cached && cached.expiresAt > this.now()) return cached.jwt;
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username: this.username, password: this.password }),
    };
    const a = await send(this.t, this.provider, this.t.url(ZOOMINFO_HOST, '/authenticate'), init, signal);
    const jwt = textOf(obj(a.body).jwt);
    if (a.status !== 200 || !jwt) throw new EnrichmentAuthError(this.provider);
    jwts.set(this.cacheKey, { jwt, expiresAt: this.now() + JWT_LIFETIME_MS });
    return jwt;
  }

  private async enrich(domain: string, jwt: string, signal?: AbortSignal) {
    const init = {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ matchCompanyInput: [{ companyWebsite: domain }], outputFields: OUTPUT_FIELDS }),
    };
    return send(this.t, this.provider, this.t.url(ZOOMINFO_HOST, '/enrich/company'), init, signal);
  }

  async enrichCompany(domain: string, signal?: AbortSignal) {
    const jwt = await this.token(signal);
    let a;
    try {
      a = await this.enrich(domain, jwt, signal);
    } catch (e) {
      if (!(e instanceof EnrichmentAuthError)) throw e;
      a = await this.enrich(domain, await this.token(signal, true), signal);
    }
    if (a.status !== 200) throw new EnrichmentError(this.provider, `ZoomInfo answered ${a.status}`);
    const result = obj((Array.isArray(obj(obj(a.body).data).result) ? (obj(obj(a.body).data).result as unknown[]) : [])[0]);
    const data = Array.isArray(result.data) ? result.data.map(obj) : [];
    const c = data[0];
    if (!c || result.matchStatus === 'NO_MATCH') return null;
    const thousands = numberOf(c.revenue);
    return {
      ...emptyCompany(
        textOf(c.website)
          ?.replace(/^https?:\/\/(www\.)?/, '')
          .replace(/\/.*$/, '') || domain,
      ),
      name: textOf(c.name),
      industry:
        textOf(obj(c.primaryIndustry).name) ??
        (Array.isArray(c.primaryIndustry) ? textOf(c.primaryIndustry[0]) : textOf(c.primaryIndustry)),
      employees: numberOf(c.employeeCount),
      annualRevenue: thousands === null ? null : thousands * 1000,
      country: countryCode(c.country),
      region: textOf(c.state),
      city: textOf(c.city),
    };
  }
}
