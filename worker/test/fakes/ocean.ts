import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for api.ocean.io: POST /v2/enrich/company with `{ company: { domain } }` and the
 * x-api-token header (or apiToken query parameter; both at once is refused as Ocean does). Seeded
 * records are Ocean company objects by domain; an unknown domain answers 404.
 */
export const OCEAN_HOST = 'api.ocean.io';

export function createFakeOcean() {
  return enrichmentFake({
    keyOf(req, url) {
      const header = req.headers.get('x-api-token');
      const query = url.searchParams.get('apiToken');
      if (header && query && header !== query) return null;
      return header ?? query;
    },
    unauthorized: (why) =>
      json(why === 'missing' ? 401 : 403, {
        detail: why === 'missing' ? 'API token should be provided in headers or query parameters' : 'Invalid API token',
      }),
    rateLimited: (s) => json(429, { detail: 'Rate limit exceeded' }, { 'retry-after': String(s) }),
    route(req, url, state, body) {
      if (url.pathname !== '/v2/enrich/company' || req.method !== 'POST') return json(404, { detail: 'Not Found' });
      const domain = (body as { company?: { domain?: unknown } })?.company?.domain;
      if (typeof domain !== 'string' || !domain)
        return json(422, { detail: [{ loc: ['body', 'company', 'domain'], msg: 'field required', type: 'value_error.missing' }] });
      const company = state.records.get(domain.toLowerCase());
      return company ? json(200, company) : json(404, { detail: 'Company not found' });
    },
  });
}
