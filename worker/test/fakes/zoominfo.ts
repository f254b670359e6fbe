import { enrichmentFake, json } from './enrichment-kit';

/**
 * A strict stand-in for api.zoominfo.com: POST /authenticate { username, password } answers { jwt },
 * and POST /enrich/company with `Authorization: Bearer <jwt>`, `matchCompanyInput` (1 to 25 inputs)
 * and `outputFields`. Fake state is kept per username (the x-fake-key of the control routes); a JWT
 * is refused after POST /__fake/expire-jwts, as one is after its 60 minutes.
 */
export const ZOOMINFO_HOST = 'api.zoominfo.com';

export function createFakeZoomInfo() {
  const jwts = new Map<string, string>();
  const fake = enrichmentFake({
    open(req, url, body) {
      if (url.pathname === '/__fake/expire-jwts') {
        jwts.clear();
        return json(204, null);
      }
      if (url.pathname !== '/authenticate') return null;
      const { username, password } = (body ?? {}) as { username?: unknown; password?: unknown };
      if (req.method !== 'POST' || typeof username !== 'string' || typeof password !== 'string' || !username || !password)
        return json(400, { success: false, error: 'username and password are required' });
      if (password.startsWith('invalid') || fake.state(username).revoked)
        return json(401, { success: false, error: 'Invalid credentials' });
      const jwt = `jwt_${crypto.randomUUID()}`;
      jwts.set(jwt, username);
      fake.state(username).calls.push({ method: 'POST', path: '/authenticate', body: null });
      return json(200, { jwt });
    },
    keyOf: (req) => jwts.get(/^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '') ?? null,
    unauthorized: () => json(401, { success: false, error: 'Invalid or expired token' }),
    rateLimited: (s) => json(429, { success: false, error: 'Rate limit exceeded' }, { 'retry-after': String(s) }),
    route(req, url, state, body) {
      if (url.pathname !== '/enrich/company' || req.method !== 'POST') return json(404, { success: false, error: 'Not found' });
      const b = (body ?? {}) as { matchCompanyInput?: unknown; outputFields?: unknown };
      if (!Array.isArray(b.matchCompanyInput) || b.matchCompanyInput.length < 1 || b.matchCompanyInput.length > 25)
        return json(400, { success: false, error: 'matchCompanyInput must hold 1 to 25 inputs' });
      if (!Array.isArray(b.outputFields) || b.outputFields.length === 0)
        return json(400, { success: false, error: 'outputFields is required' });
      const result = b.matchCompanyInput.map((input: { companyWebsite?: string }) => {
        const company = state.records.get(String(input.companyWebsite ?? '').toLowerCase());
        return { input, data: company ? [company] : [], matchStatus: company ? 'FULL_MATCH' : 'NO_MATCH' };
      });
      return json(200, { success: true, data: { outputFields: [b.outputFields], result } });
    },
  });
  return fake;
}
