import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for api.crustdata.com: POST /company/enrich with `Authorization: Bearer <key>`, the
 * x-api-version: 2025-11-01 header and a JSON body naming exactly one identifier list (`domains`).
 * Seeded records are Crustdata `company_data` objects by domain.
 */
export const CRUSTDATA_HOST = 'api.crustdata.com';

export function createFakeCrustdata() {
  return enrichmentFake({
    keyOf: (req) => /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? null,
    unauthorized: () => json(401, { error: 'Invalid API key' }),
    rateLimited: (s) => json(429, { error: 'Too many requests' }, { 'retry-after': String(s) }),
    route(req, url, state, body) {
      if (url.pathname !== '/company/enrich' || req.method !== 'POST') return json(404, { error: 'Not found' });
      if (req.headers.get('x-api-version') !== '2025-11-01') return json(400, { error: 'x-api-version header is required' });
      const domains = (body as { domains?: unknown })?.domains;
      if (!Array.isArray(domains) || domains.length === 0 || domains.length > 25) return json(400, { error: 'Provide domains (1 to 25)' });
      const results = domains.map((d) => {
        const data = state.records.get(String(d).toLowerCase());
        return { matched_on: d, match_type: 'domain', matches: data ? [{ confidence_score: 1, company_data: data }] : [] };
      });
      return json(200, { results });
    },
  });
}
