/**
 * A strict local stand-in for Cloudflare for SaaS custom hostnames (api.cloudflare.com/client/v4), speaking
 * Cloudflare's wire format: `Authorization: Bearer <token>` (40 characters), a 32-hex zone id,
 * POST /zones/{zone}/custom_hostnames with `{ hostname, ssl: { method: 'http' | 'txt', type: 'dv' } }` and nothing
 * else, GET and DELETE /zones/{zone}/custom_hostnames/{id}. Every answer is the envelope
 * `{ success, errors, messages, result }`; a hostname already in the zone is error 1406.
 *
 * A new hostname is `pending` with its certificate `pending_validation`. Test-only control routes (never a
 * Cloudflare path): POST /__fake/custom_hostnames/{hostname}/activate moves it to active (status and
 * certificate), POST /__fake/custom_hostnames/{hostname}/fail reports a verification error, and
 * POST /__fake/fail-next answers the next API call with the given status and Cloudflare errors, and
 * GET /__fake/attempts?hostname= counts the creations asked for (refused duplicates included).
 */
import { bearerOf, respond, type Answer } from './kit';

export const CLOUDFLARE_API_HOST = 'api.cloudflare.com';

type Hostname = {
  id: string;
  hostname: string;
  status: string;
  ssl: { id: string; type: 'dv'; method: 'http' | 'txt'; status: string; validation_records: object[]; validation_errors?: object[] };
  ownership_verification: { type: 'txt'; name: string; value: string };
  verification_errors?: string[];
  created_at: string;
};

const TOKEN = /^[A-Za-z0-9_-]{40}$/;
const ZONE = /^[0-9a-f]{32}$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*$/;
const envelope = (status: number, result: unknown, errors: { code: number; message: string }[] = []): Answer => ({
  status,
  body: { success: errors.length === 0, errors, messages: [], result },
});
const fail = (status: number, code: number, message: string) => envelope(status, null, [{ code, message }]);
const hex = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, '0')).join('');

export function createFakeCloudflare() {
  // Per zone, so tests with their own zone never see each other's hostnames.
  const zones = new Map<string, Map<string, Hostname>>();
  const failNext: Answer[] = [];
  // Every creation asked for, by hostname, refused ones included: what a race test counts.
  const attempts = new Map<string, number>();
  const zone = (id: string) => zones.get(id) ?? zones.set(id, new Map()).get(id)!;
  const byName = (name: string) => [...zones.values()].flatMap((z) => [...z.values()]).find((h) => h.hostname === name);

  function create(z: Map<string, Hostname>, body: unknown): Answer {
    if (!body || typeof body !== 'object') return fail(400, 1400, 'Invalid request body');
    const { hostname, ssl, ...rest } = body as Record<string, unknown>;
    if (Object.keys(rest).length) return fail(400, 1400, `Unknown field(s): ${Object.keys(rest).join(', ')}`);
    if (typeof hostname !== 'string' || !HOSTNAME.test(hostname)) return fail(400, 1411, 'Hostname is not a valid hostname.');
    attempts.set(hostname, (attempts.get(hostname) ?? 0) + 1);
    const s = ssl as Record<string, unknown> | undefined;
    if (
      !s ||
      (s.method !== 'http' && s.method !== 'txt') ||
      s.type !== 'dv' ||
      Object.keys(s).some((k) => !['method', 'type', 'settings'].includes(k))
    )
      return fail(400, 1400, 'ssl must be { method: "http" | "txt", type: "dv" }');
    if (byName(hostname)) return fail(409, 1406, 'Duplicate custom hostname found.');
    const h: Hostname = {
      id: crypto.randomUUID(),
      hostname,
      status: 'pending',
      ssl: {
        id: crypto.randomUUID(),
        type: 'dv',
        method: s.method,
        status: 'pending_validation',
        validation_records:
          s.method === 'txt'
            ? [{ txt_name: `_acme-challenge.${hostname}`, txt_value: hex(16) }]
            : [{ http_url: `http://${hostname}/.well-known/acme-challenge/${hex(8)}`, http_body: hex(16) }],
      },
      ownership_verification: { type: 'txt', name: `_cf-custom-hostname.${hostname}`, value: crypto.randomUUID() },
      created_at: new Date().toISOString(),
    };
    z.set(h.id, h);
    return envelope(201, h);
  }

  function control(path: string, body: Record<string, unknown>, query: URLSearchParams): Answer {
    if (path === '/__fake/attempts') return { status: 200, body: { attempts: attempts.get(query.get('hostname') ?? '') ?? 0 } };
    if (path === '/__fake/fail-next') {
      failNext.push(fail(Number(body.status ?? 500), Number(body.code ?? 1000), String(body.message ?? 'Internal error')));
      return { status: 204 };
    }
    const m = /^\/__fake\/custom_hostnames\/([^/]+)\/(activate|fail)$/.exec(path);
    const h = m && byName(decodeURIComponent(m[1]));
    if (!h) return { status: 404, body: { error: 'no such hostname' } };
    if (m![2] === 'activate') {
      Object.assign(h, { status: 'active', verification_errors: undefined });
      Object.assign(h.ssl, { status: 'active', validation_records: [], validation_errors: undefined });
    } else h.verification_errors = [String(body.message ?? 'custom hostname does not CNAME to this zone.')];
    return { status: 204 };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const raw = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(400, 6007, 'Malformed JSON in request body');
      }
    }
    if (url.pathname.startsWith('/__fake/')) return control(url.pathname, (body as Record<string, unknown>) ?? {}, url.searchParams);
    const m = /^\/client\/v4\/zones\/([^/]+)\/custom_hostnames(?:\/([^/]+))?$/.exec(url.pathname);
    if (!m) return fail(404, 7003, 'Could not route to the requested path.');
    if (!TOKEN.test(bearerOf(req))) return fail(400, 6003, 'Invalid request headers');
    if (!ZONE.test(m[1])) return fail(400, 7003, 'Could not route to /zones, perhaps your object identifier is invalid?');
    const queued = failNext.shift();
    if (queued) return queued;
    const z = zone(m[1]);
    const id = m[2];
    if (!id && req.method === 'POST') {
      if (req.headers.get('content-type')?.split(';')[0] !== 'application/json')
        return fail(415, 1400, 'Content-Type must be application/json');
      return create(z, body);
    }
    if (!id) return fail(405, 10000, 'Method not allowed');
    const h = z.get(id);
    if (!h) return fail(404, 1436, 'The custom hostname was not found.');
    if (req.method === 'GET') return envelope(200, h);
    if (req.method === 'DELETE') {
      z.delete(id);
      return envelope(200, { id });
    }
    return fail(405, 10000, 'Method not allowed');
  }

  return {
    handle: async (req: Request) => respond(await route(req)),
    /** The hostnames of a zone (tests count what was created). */
    hostnames: (zoneId: string) => [...zone(zoneId).values()],
  };
}
