import { controlBody } from './kit';

/**
 * The common part of the enrichment provider fakes (Apollo, Clearbit, Crustdata, ZeroBounce, ZoomInfo,
 * Ocean): state per API key (the companies or addresses the provider "knows", canned failures, the calls
 * made, a revoked flag) and the test-only control routes under /__fake/, which name the key in the
 * x-fake-key header:
 *   POST /__fake/records   { records: { "<domain or e-mail>": <vendor-shaped answer> } }
 *   POST /__fake/fail-next { status, retryAfter?, count? }   (429 carries Retry-After)
 *   POST /__fake/revoke                                       (the key is refused from now on)
 *   POST /__fake/latency   { ms }                             (every answer waits this long)
 *   GET  /__fake/calls                                        ({ data: [{ method, path }] })
 * Each vendor file speaks its own wire format for everything else.
 */

export type FakeCall = { method: string; path: string; body: unknown };
export type KeyState = {
  records: Map<string, unknown>;
  failNext: { status: number; retryAfter?: number }[];
  calls: FakeCall[];
  revoked: boolean;
  latencyMs: number;
};
export type Json = { status: number; body: unknown; headers?: Record<string, string> };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Json => ({ status, body, headers });

export function enrichmentFake(vendor: {
  /** The API key of a vendor request, or null when it carries none. */
  keyOf(req: Request, url: URL): string | null | Promise<string | null>;
  /** The vendor's answer to a missing or refused credential. */
  unauthorized(reason: 'missing' | 'invalid'): Json;
  /** The vendor's answer to a 429. */
  rateLimited(retryAfter: number): Json;
  route(req: Request, url: URL, state: KeyState, body: unknown): Json | Promise<Json>;
  /** Requests that need no key (ZoomInfo's /authenticate). */
  open?(req: Request, url: URL, body: unknown): Json | Promise<Json> | null;
}) {
  const states = new Map<string, KeyState>();
  const state = (key: string) => {
    let s = states.get(key);
    if (!s) states.set(key, (s = { records: new Map(), failNext: [], calls: [], revoked: false, latencyMs: 0 }));
    return s;
  };

  async function control(req: Request, url: URL): Promise<Json> {
    const key = req.headers.get('x-fake-key');
    if (!key) return json(400, { error: 'x-fake-key header required' });
    const s = state(key);
    const input = await controlBody(req);
    if (url.pathname === '/__fake/records' && req.method === 'POST') {
      for (const [k, v] of Object.entries((input.records ?? {}) as Record<string, unknown>)) s.records.set(k.toLowerCase(), v);
      return json(204, null);
    }
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      for (let i = 0; i < Number(input.count ?? 1); i++)
        s.failNext.push({ status: Number(input.status), retryAfter: input.retryAfter as number | undefined });
      return json(204, null);
    }
    if (url.pathname === '/__fake/latency' && req.method === 'POST') {
      s.latencyMs = Number(input.ms ?? 0);
      return json(204, null);
    }
    if (url.pathname === '/__fake/revoke' && req.method === 'POST') {
      s.revoked = true;
      return json(204, null);
    }
    if (url.pathname === '/__fake/calls' && req.method === 'GET') return json(200, { data: s.calls });
    return json(404, { error: 'unknown control route' });
  }

  async function answer(req: Request): Promise<Json> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return (await vendor.open?.(req, url, null)) ?? control(req, url);
    const raw = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.text();
    let body: unknown = null;
    if (raw) {
      if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
        return json(415, { error: 'Content-Type must be application/json' });
      try {
        body = JSON.parse(raw);
      } catch {
        return json(400, { error: 'Malformed JSON body' });
      }
    }
    const opened = vendor.open?.(req, url, body);
    if (opened) return opened;
    const key = await vendor.keyOf(req, url);
    if (!key) return vendor.unauthorized('missing');
    const s = state(key);
    if (s.revoked || key.includes('invalid')) return vendor.unauthorized('invalid');
    s.calls.push({ method: req.method, path: url.pathname + url.search, body });
    if (s.latencyMs) await new Promise((r) => setTimeout(r, s.latencyMs));
    const canned = s.failNext.shift();
    if (canned)
      return canned.status === 429
        ? vendor.rateLimited(canned.retryAfter ?? 1)
        : json(canned.status, { error: 'Canned failure from the fake' });
    return vendor.route(req, url, s, body);
  }

  return {
    async handle(req: Request): Promise<Response> {
      const a = await answer(req);
      const headers = { ...(a.body === null ? {} : { 'content-type': 'application/json' }), ...a.headers };
      return new Response(a.body === null ? null : JSON.stringify(a.body), { status: a.status, headers });
    },
    /** The state of one key, for tests that look inside. */
    state,
  };
}
