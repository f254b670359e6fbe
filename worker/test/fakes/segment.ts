/**
 * A strict local stand-in for Segment's HTTP Tracking API on api.segment.io: POST /v1/batch (and
 * /v1/track) with HTTP Basic auth (the source's write key as user name, empty password) and a JSON
 * body; each track call needs `event` and `userId` or `anonymousId`. Answers `{ success: true }`;
 * 400 for invalid JSON, a batch over 500 KB or a call over 32 KB; 401 for a missing or unknown key;
 * 429 with Retry-After when told to. Calls are de-duplicated by messageId, as Segment does.
 *
 * FAKE_SEGMENT_WRITE_KEY exists from the start. Test-only control routes (never Segment paths):
 *   POST /__fake/sources          (no auth) a new source: {writeKey}
 *   GET  /__fake/events           (Basic auth) the source's received calls
 *   POST /__fake/fail-next        (Basic auth) {status, retryAfter?, count?}
 */

import { type Answer, queueFailNext, respond } from './kit';
type Call = {
  type: string;
  event: string;
  userId?: string;
  anonymousId?: string;
  properties: Record<string, unknown>;
  messageId: string;
  timestamp?: string;
};
type Source = { key: string; calls: Call[]; seen: Set<string>; failNext: Answer[] };

export const SEGMENT_HOST = 'api.segment.io';
export const FAKE_SEGMENT_WRITE_KEY = 'rwSegmentDevWriteKey0123456789';

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });

export function createFakeSegment() {
  const sources = new Map<string, Source>();
  const add = (key: string) => {
    const s: Source = { key, calls: [], seen: new Set(), failNext: [] };
    sources.set(key, s);
    return s;
  };
  add(FAKE_SEGMENT_WRITE_KEY);

  const sourceOf = (req: Request) => {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!basic) return null;
    try {
      const [key, pw] = atob(basic).split(':');
      return pw === '' || pw === undefined ? (sources.get(key) ?? null) : null;
    } catch {
      return null;
    }
  };

  function check(call: Record<string, unknown>): string | null {
    if (!call || typeof call !== 'object') return 'each call must be an object';
    if (call.type !== 'track' && call.type !== 'identify' && call.type !== 'page') return `unknown type ${String(call.type)}`;
    if (call.type === 'track' && (typeof call.event !== 'string' || !call.event)) return 'track calls need an event';
    if (typeof call.userId !== 'string' && typeof call.anonymousId !== 'string') return 'userId or anonymousId is required';
    if (JSON.stringify(call).length > 32 * 1024) return 'a call may be at most 32KB';
    return null;
  }

  async function receive(req: Request, source: Source, single: boolean): Promise<Answer> {
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
      return json(400, { success: false, message: 'Content-Type must be application/json' });
    const raw = await req.text();
    if (raw.length > 500 * 1024) return json(400, { success: false, message: 'batch size must be at most 500KB' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { success: false, message: 'Invalid JSON' });
    }
    const canned = source.failNext.shift();
    if (canned) return canned;
    const calls = single ? [{ ...body, type: 'track' }] : body.batch;
    if (!Array.isArray(calls)) return json(400, { success: false, message: 'batch must be an array' });
    for (const c of calls) {
      const problem = check(c as Record<string, unknown>);
      if (problem) return json(400, { success: false, message: problem });
    }
    for (const c of calls as Call[]) {
      const id = c.messageId ?? crypto.randomUUID();
      if (source.seen.has(id)) continue;
      source.seen.add(id);
      source.calls.push({ ...c, messageId: id, properties: c.properties ?? {} });
    }
    return json(200, { success: true });
  }

  async function route(req: Request): Promise<Answer> {
    const path = new URL(req.url).pathname;
    if (path === '/__fake/sources' && req.method === 'POST')
      return json(201, { writeKey: add(`wk_${crypto.randomUUID().replace(/-/g, '')}`).key });
    const source = sourceOf(req);
    if (!source) return json(401, { success: false, message: 'Invalid write key' });
    if (path === '/__fake/events') return json(200, { events: source.calls });
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, source.failNext, ({ status, retryAfter }) =>
        json(
          status,
          { success: false, message: 'Canned failure from the fake.' },
          status === 429 ? { 'retry-after': String(retryAfter) } : undefined,
        ),
      );
    }
    if (req.method === 'POST' && path === '/v1/batch') return receive(req, source, false);
    if (req.method === 'POST' && path === '/v1/track') return receive(req, source, true);
    return json(404, { success: false, message: 'Not found' });
  }

  return {
    handle: async (req: Request) => respond(await route(req)),
  };
}
