import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for api.apollo.io: GET /api/v1/organizations/enrich?domain= and
 * POST /api/v1/mixed_companies/search (organization_locations, page, per_page <= 100), both with the
 * x-api-key header (Apollo refuses an api_key query parameter nowadays). An unknown domain answers
 * 200 with no organization, as Apollo does. Seeded records are Apollo organization objects by domain.
 */
export const APOLLO_HOST = 'api.apollo.io';

export function createFakeApollo() {
  return enrichmentFake({
    keyOf: (req) => req.headers.get('x-api-key'),
    unauthorized: () => json(401, { error: 'Invalid access credentials.', error_code: 'INVALID_API_KEY' }),
    rateLimited: (s) =>
      json(
        429,
        { error: 'The maximum number of api calls allowed for api/v1/organizations/enrich is 600 times per hour.' },
        { 'retry-after': String(s), 'x-rate-limit-minute': '0' },
      ),
    route(req, url, state, body) {
      if (url.searchParams.has('api_key')) return json(422, { error: 'Pass the API key in the x-api-key header.' });
      if (url.pathname === '/api/v1/organizations/enrich' && req.method === 'GET') {
        const domain = url.searchParams.get('domain');
        if (!domain) return json(422, { error: 'domain is required' });
        const org = state.records.get(domain.toLowerCase());
        return json(200, org ? { organization: org } : {});
      }
      if (url.pathname === '/api/v1/mixed_companies/search' && req.method === 'POST') {
        const b = (body ?? {}) as { organization_locations?: unknown; page?: unknown; per_page?: unknown };
        const page = Number(b.page ?? 1);
        const perPage = Number(b.per_page ?? 25);
        if (!Number.isInteger(page) || page < 1 || page > 500 || !Number.isInteger(perPage) || perPage < 1 || perPage > 100)
          return json(422, { error: 'Invalid page or per_page' });
        const locations = Array.isArray(b.organization_locations) ? b.organization_locations.map((l) => String(l).toLowerCase()) : [];
        const all = [...state.records.values()].filter(
          (o) => !locations.length || locations.includes(String((o as { country?: string }).country ?? '').toLowerCase()),
        );
        const organizations = all.slice((page - 1) * perPage, page * perPage);
        return json(200, {
          organizations,
          pagination: { page, per_page: perPage, total_entries: all.length, total_pages: Math.max(1, Math.ceil(all.length / perPage)) },
        });
      }
      return json(404, { error: 'Not found' });
    },
  });
}
