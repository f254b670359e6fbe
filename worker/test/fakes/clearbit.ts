import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for company.clearbit.com: GET /v2/companies/find?domain= with
 * `Authorization: Bearer sk_...`. A known domain answers the company (seeded Clearbit company objects),
 * an unknown one 404 unknown_record, and a domain seeded as "queued" answers 202 (lookup in progress).
 */
export const CLEARBIT_HOST = 'company.clearbit.com';

const error = (status: number, type: string, message: string, headers?: Record<string, string>) =>
  json(status, { error: { type, message } }, headers);

export function createFakeClearbit() {
  return enrichmentFake({
    keyOf: (req) => /^Bearer (sk_\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? null,
    unauthorized: (why) =>
      why === 'missing' ? error(401, 'auth_required', 'API key required.') : error(401, 'unauthorized', 'Invalid API key.'),
    rateLimited: (s) => error(429, 'rate_limit', 'Rate limit exceeded.', { 'retry-after': String(s), 'ratelimit-remaining': '0' }),
    route(req, url, state) {
      if (url.pathname !== '/v2/companies/find' || req.method !== 'GET') return error(404, 'not_found', 'Not found');
      const domain = url.searchParams.get('domain');
      if (!domain) return error(422, 'invalid_params', 'domain is required');
      const company = state.records.get(domain.toLowerCase());
      if (company === 'queued') return json(202, { error: { type: 'queued', message: 'Lookup queued' } });
      return company ? json(200, company) : error(404, 'unknown_record', 'Unknown domain.');
    },
  });
}
