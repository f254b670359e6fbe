/**
 * A strict local stand-in for Mixpanel's Ingestion API on api.mixpanel.com: POST /import?strict=1
 * with HTTP Basic auth (the project's API secret as user name) and `project_id`, a JSON array of
 * events `{ event, properties: { time, distinct_id, $insert_id, ... } }`. Answers
 * `{ code: 200, num_records_imported, status: "OK" }`; with strict=1 a record missing time,
 * distinct_id or $insert_id fails the request with 400 and `failed_records`; 401 for bad credentials;
 * 413 over 2,000 events; 429 with Retry-After when told to. Events are de-duplicated by $insert_id.
 *
 *
 * On data.mixpanel.com it also answers the Raw Event Export API: GET /api/2.0/export with the same Basic
 * auth, `from_date` and `to_date` (YYYY-MM-DD, inclusive, UTC here), optional `project_id` (must match)
 * and `event` (a JSON array of names); the answer is JSONL (text/plain), one event a line with
 * `properties.time` in seconds, as imported. 400 for missing or malformed dates or a range that runs
 * backwards; 429 with Retry-After when told to (fail-next applies to export calls too).
 *
 * FAKE_MIXPANEL_PROJECT exists from the start. Test-only control routes (never Mixpanel paths):
 *   POST /__fake/projects         (no auth) a new project: {projectId, secret}
 *   GET  /__fake/events           (Basic auth) the project's imported events
 *   POST /__fake/fail-next        (Basic auth) {status, retryAfter?, count?}
 */

import { type Answer, queueFailNext, respond } from './kit';
type MixpanelEvent = { event: string; properties: Record<string, unknown> };
type Project = { id: string; secret: string; events: MixpanelEvent[]; seen: Set<string>; failNext: Answer[] };

export const MIXPANEL_HOST = 'api.mixpanel.com';
export const MIXPANEL_DATA_HOST = 'data.mixpanel.com';
export const FAKE_MIXPANEL_PROJECT = { projectId: '3141592', secret: 'rwmixpaneldevsecret0123456789ab' } as const;

const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });

export function createFakeMixpanel() {
  const projects = new Map<string, Project>();
  const add = (id: string, secret: string) => {
    const p: Project = { id, secret, events: [], seen: new Set(), failNext: [] };
    projects.set(secret, p);
    return p;
  };
  add(FAKE_MIXPANEL_PROJECT.projectId, FAKE_MIXPANEL_PROJECT.secret);

  const projectOf = (req: Request) => {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!basic) return null;
    try {
      return projects.get(atob(basic).split(':')[0]) ?? null;
    } catch {
      return null;
    }
  };

  async function importEvents(req: Request, url: URL, project: Project): Promise<Answer> {
    if (url.searchParams.get('project_id') !== project.id)
      return json(401, { code: 401, error: 'project_id does not match the credentials', status: 'Unauthorized' });
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
      return json(400, { code: 400, error: 'Content-Type must be application/json', status: 'Bad Request' });
    let events: unknown;
    try {
      events = JSON.parse(await req.text());
    } catch {
      return json(400, { code: 400, error: 'unable to parse JSON body', status: 'Bad Request' });
    }
    const canned = project.failNext.shift();
    if (canned) return canned;
    if (!Array.isArray(events)) return json(400, { code: 400, error: 'body must be a JSON array of events', status: 'Bad Request' });
    if (events.length > 2000)
      return json(413, { code: 413, error: 'too many events in one request (max 2000)', status: 'Request Entity Too Large' });
    const strict = url.searchParams.get('strict') === '1';
    const failed: { index: number; $insert_id: unknown; field: string; message: string }[] = [];
    events.forEach((e: MixpanelEvent, index) => {
      const p = e?.properties ?? {};
      const fail = (field: string, message: string) => failed.push({ index, $insert_id: p.$insert_id, field, message });
      if (typeof e?.event !== 'string' || !e.event) fail('event', "'event' must be a non-empty string");
      else if (typeof p.time !== 'number') fail('properties.time', "'properties.time' is required and must be a number");
      else if (typeof p.distinct_id !== 'string') fail('properties.distinct_id', "'properties.distinct_id' must be a string");
      else if (strict && (typeof p.$insert_id !== 'string' || !/^[A-Za-z0-9_-]{1,36}$/.test(p.$insert_id)))
        fail('properties.$insert_id', "'properties.$insert_id' must be 1-36 characters of [A-Za-z0-9_-]");
    });
    if (strict && failed.length)
      return json(400, {
        code: 400,
        error: 'some data points in the request failed validation',
        failed_records: failed,
        num_records_imported: 0,
        status: 'Bad Request',
      });
    let imported = 0;
    for (const e of events as MixpanelEvent[]) {
      const id = String(e.properties.$insert_id ?? crypto.randomUUID());
      imported++;
      if (project.seen.has(id)) continue;
      project.seen.add(id);
      project.events.push(e);
    }
    return json(200, { code: 200, num_records_imported: imported, status: 'OK' });
  }

  function exportEvents(url: URL, project: Project): Answer {
    const q = url.searchParams;
    const bad = (error: string) => json(400, { request: `${url.pathname}${url.search}`, error });
    const from = q.get('from_date');
    const to = q.get('to_date');
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (!from || !to) return bad('from_date and to_date are required');
    if (!day.test(from) || !day.test(to)) return bad('from_date and to_date must be formatted as YYYY-MM-DD');
    if (to < from) return bad('to_date cannot be before from_date');
    if (q.has('project_id') && q.get('project_id') !== project.id) return json(401, { error: 'project_id does not match the credentials' });
    let names: string[] | null = null;
    if (q.has('event')) {
      try {
        names = JSON.parse(q.get('event')!) as string[];
      } catch {
        return bad('event must be a JSON array of event names');
      }
    }
    const start = Date.parse(`${from}T00:00:00Z`) / 1000;
    const end = Date.parse(`${to}T00:00:00Z`) / 1000 + 86_400;
    const lines = project.events
      .map((e) => {
        const t = Number(e.properties.time);
        return { event: e.event, properties: { ...e.properties, time: Math.floor(t > 1e11 ? t / 1000 : t) } };
      })
      .filter((e) => e.properties.time >= start && e.properties.time < end && (!names || names.includes(e.event)))
      .map((e) => JSON.stringify(e));
    return { status: 200, text: lines.join('\n') + (lines.length ? '\n' : ''), contentType: 'text/plain; charset=utf-8' };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname === '/__fake/projects' && req.method === 'POST') {
      const p = add(String(Math.floor(1e6 + Math.random() * 9e6)), crypto.randomUUID().replace(/-/g, ''));
      return json(201, { projectId: p.id, secret: p.secret });
    }
    const project = projectOf(req);
    if (!project) return json(401, { code: 401, error: 'Invalid credentials', status: 'Unauthorized' });
    if (url.pathname === '/__fake/events') return json(200, { events: project.events });
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      return queueFailNext(req, project.failNext, ({ status, retryAfter }) =>
        json(
          status,
          { code: status, error: 'Canned failure from the fake.', status: 'Error' },
          status === 429 ? { 'retry-after': String(retryAfter) } : undefined,
        ),
      );
    }
    if (url.pathname === '/import' && req.method === 'POST') return importEvents(req, url, project);
    if (url.pathname === '/api/2.0/export' && req.method === 'GET') return project.failNext.shift() ?? exportEvents(url, project);
    return json(404, { code: 404, error: 'Not found', status: 'Not Found' });
  }

  return {
    handle: async (req: Request) => respond(await route(req)),
  };
}
