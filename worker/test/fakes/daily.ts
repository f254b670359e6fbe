/**
 * A strict local stand-in for api.daily.co, speaking Daily's REST wire format: `Authorization: Bearer
 * <API key>` (Daily keys are 64 hex characters; anything else is 401 authentication-error), GET /v1/
 * (the domain), POST /v1/rooms (JSON: name, privacy, properties with exp/nbf/eject_at_room_exp),
 * GET/POST/DELETE /v1/rooms/:name. A room name may hold only A-Z, a-z, 0-9, '-' and '_' (at most 128)
 * and must be unique in the domain; a missing room is 404 not-found; unknown properties are refused.
 *
 * Each API key is its own Daily domain, so tests never see each other's rooms. Test-only control
 * routes (never Daily paths), authorised by the key: GET /__fake/rooms, POST /__fake/fail-next
 * {status, retryAfter?, count?}, POST /__fake/revoke (the key stops working).
 */

import { type Answer, queueFailNext, respond } from './kit';
type Room = { id: string; name: string; privacy: string; createdAt: string; config: Record<string, unknown> };
type Domain = { name: string; id: string; rooms: Map<string, Room>; failNext: Answer[]; revoked: boolean };

export const DAILY_HOST = 'api.daily.co';
const KEY = /^[a-f0-9]{64}$/;
const NAME = /^[A-Za-z0-9_-]{1,128}$/;
const PROPERTIES = new Set([
  'exp',
  'nbf',
  'eject_at_room_exp',
  'max_participants',
  'enable_chat',
  'enable_knocking',
  'enable_prejoin_ui',
  'start_video_off',
  'start_audio_off',
  'lang',
]);

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });
const dailyError = (status: number, error: string, info: string, headers?: Record<string, string>) =>
  json(status, { error, info }, headers);
// A refused request body, told apart from a parsed one by class, never by its shape.
class Refused {
  constructor(readonly answer: Answer) {}
}
const refuse = (info: string) => new Refused(dailyError(400, 'invalid-request-error', info));

export function createFakeDaily(now: () => number = Date.now) {
  const domains = new Map<string, Domain>();
  const domainOf = (key: string) => {
    let d = domains.get(key);
    if (!d)
      domains.set(key, (d = { name: `rw-${key.slice(0, 8)}`, id: crypto.randomUUID(), rooms: new Map(), failNext: [], revoked: false }));
    return d;
  };

  const roomBody = (d: Domain, r: Room) => ({
    id: r.id,
    name: r.name,
    api_created: true,
    privacy: r.privacy,
    url: `https://${d.name}.daily.co/${r.name}`,
    created_at: r.createdAt,
    config: r.config,
  });

  function checkProperties(p: unknown): Refused | Record<string, unknown> {
    if (p === undefined) return {};
    if (!p || typeof p !== 'object' || Array.isArray(p)) return refuse('properties must be an object');
    for (const [k, v] of Object.entries(p)) {
      if (!PROPERTIES.has(k)) return refuse(`unknown property ${k}`);
      if ((k === 'exp' || k === 'nbf') && (!Number.isInteger(v) || (v as number) < 0))
        return refuse(`${k} must be a unix timestamp in seconds`);
    }
    return p as Record<string, unknown>;
  }

  async function body(req: Request): Promise<Refused | Record<string, unknown>> {
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
      return refuse('content-type must be application/json');
    try {
      const b = await req.json();
      if (!b || typeof b !== 'object' || Array.isArray(b)) return refuse('body must be a JSON object');
      return b as Record<string, unknown>;
    } catch {
      return refuse('body must be valid JSON');
    }
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const key = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!key || !KEY.test(key) || domains.get(key)?.revoked)
      return dailyError(401, 'authentication-error', 'Authorization header missing or invalid API key');
    const d = domainOf(key);
    if (url.pathname === '/__fake/rooms' && req.method === 'GET')
      return json(200, { data: [...d.rooms.values()].map((r) => roomBody(d, r)) });
    if (url.pathname === '/__fake/revoke' && req.method === 'POST') {
      d.revoked = true;
      return json(204, null);
    }
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, d.failNext, ({ status, retryAfter }) =>
        status === 429
          ? dailyError(429, 'rate-limit-error', 'Too many requests', { 'retry-after': String(retryAfter) })
          : dailyError(status, 'server-error', 'Canned failure from the fake.'),
      );
    }
    const canned = d.failNext.shift();
    if (canned) return canned;
    if ((url.pathname === '/v1/' || url.pathname === '/v1') && req.method === 'GET')
      return json(200, { domain_name: d.name, domain_id: d.id, config: {} });
    if (url.pathname === '/v1/rooms') {
      if (req.method === 'GET') return json(200, { total_count: d.rooms.size, data: [...d.rooms.values()].map((r) => roomBody(d, r)) });
      if (req.method !== 'POST') return dailyError(405, 'invalid-request-error', 'method not allowed');
      const b = await body(req);
      if (b instanceof Refused) return b.answer;
      const name = b.name === undefined ? Math.random().toString(36).slice(2, 12) : b.name;
      if (typeof name !== 'string' || !NAME.test(name))
        return dailyError(400, 'invalid-request-error', 'name: room names may only contain A-Z, a-z, 0-9, - and _');
      if (b.privacy !== undefined && b.privacy !== 'public' && b.privacy !== 'private')
        return dailyError(400, 'invalid-request-error', 'privacy must be public or private');
      if (d.rooms.has(name)) return dailyError(400, 'invalid-request-error', `a room named ${name} already exists`);
      const props = checkProperties(b.properties);
      if (props instanceof Refused) return props.answer;
      const room: Room = {
        id: crypto.randomUUID(),
        name,
        privacy: (b.privacy as string) ?? 'public',
        createdAt: new Date(now()).toISOString(),
        config: props,
      };
      d.rooms.set(name, room);
      return json(200, roomBody(d, room));
    }
    const m = /^\/v1\/rooms\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const name = decodeURIComponent(m[1]);
      const room = d.rooms.get(name);
      if (!room) return dailyError(404, 'not-found', `room ${name} not found`);
      if (req.method === 'GET') return json(200, roomBody(d, room));
      if (req.method === 'DELETE') {
        d.rooms.delete(name);
        return json(200, { deleted: true, name });
      }
      if (req.method === 'POST') {
        const b = await body(req);
        if (b instanceof Refused) return b.answer;
        const props = checkProperties(b.properties);
        if (props instanceof Refused) return props.answer;
        room.config = { ...room.config, ...props };
        if (b.privacy === 'public' || b.privacy === 'private') room.privacy = b.privacy;
        return json(200, roomBody(d, room));
      }
      return dailyError(405, 'invalid-request-error', 'method not allowed');
    }
    return dailyError(404, 'not-found', 'not found');
  }

  return {
    handle: async (req: Request) => respond(await route(req)),
    /** The rooms of one API key's domain. */
    rooms: (key: string) => [...domainOf(key).rooms.values()],
  };
}
