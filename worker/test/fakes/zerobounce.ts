import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for api.zerobounce.net: GET /v2/validate?api_key=&email=&ip_address= (all three
 * parameters present, ip_address may be blank). A bad key answers 200 with an `error` field, as
 * ZeroBounce does. Seeded records are validation answers by e-mail; others are "valid".
 */
export const ZEROBOUNCE_HOST = 'api.zerobounce.net';

export function createFakeZeroBounce() {
  return enrichmentFake({
    keyOf: (_req, url) => url.searchParams.get('api_key'),
    unauthorized: () => json(200, { error: 'Invalid API key or your account ran out of credits' }),
    rateLimited: (s) => json(429, { error: 'Too many requests' }, { 'retry-after': String(s) }),
    route(req, url, state) {
      if (url.pathname !== '/v2/validate' || req.method !== 'GET') return json(404, { error: 'Not found' });
      const email = url.searchParams.get('email');
      if (!email || !url.searchParams.has('ip_address')) return json(400, { error: 'email and ip_address parameters are required' });
      const seeded = state.records.get(email.toLowerCase()) as Record<string, unknown> | undefined;
      const [account, domain] = email.split('@');
      return json(200, {
        address: email,
        status: 'valid',
        sub_status: '',
        free_email: false,
        account,
        domain,
        processed_at: new Date().toISOString(),
        ...seeded,
      });
    },
  });
}
