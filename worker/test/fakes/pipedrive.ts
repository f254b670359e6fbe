import { jsonBody, oauthControl, oauthServer, respond, type Answer, type OAuthAccount } from './crm-oauth-kit';

/**
 * A strict stand-in for Pipedrive: oauth.pipedrive.com (authorize page, token endpoint that wants the
 * client in HTTP Basic and rotates no refresh token) and api.pipedrive.com: v2 persons, organizations
 * and deals (list with limit <= 500, opaque next_cursor, updated_since and sort; ids; search with term
 * and exact_match; create and PATCH), v1 users, personFields/organizationFields/dealFields (start and
 * limit paging) and leads. A bad token answers 401 {success:false}. Control routes on the API host:
 * POST /__fake/connect, and under /__fake/companies/:id/: records, users, expire-access, revoke,
 * fail-next; GET /__fake/companies/:id. POST /__fake/code { redirectUri } answers a one-time code for a
 * new company (what the consent page would hand the browser).
 */
export const PIPEDRIVE_OAUTH_HOST = 'oauth.pipedrive.com';
export const PIPEDRIVE_API_HOST = 'api.pipedrive.com';
export const FAKE_PIPEDRIVE_CLIENT = { id: 'routewise-dev-pipedrive', secret: 'routewise-dev-pipedrive-secret' };

type Item = Record<string, unknown> & { id: number; update_time: string };
type Company = OAuthAccount & {
  entities: Map<string, Map<number, Item>>;
  users: { id: number; name: string; email: string; active_flag: boolean }[];
  leads: { id: string; title: string; person_id: number | null; owner_id: number }[];
};

const ENTITIES = ['persons', 'organizations', 'deals'];
const FIELD_SETS: Record<
  string,
  { key: string; name: string; field_type: string; options?: { id: number; label: string }[]; bulk_edit_allowed?: boolean }[]
> = {
  personFields: [
    { key: 'name', name: 'Name', field_type: 'varchar' },
    { key: 'email', name: 'Email', field_type: 'varchar' },
    { key: 'owner_id', name: 'Owner', field_type: 'user' },
    ...Array.from({ length: 3 }, (_, i) => ({
      key: `a${i}b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c`.slice(0, 40),
      name: `Custom ${i}`,
      field_type: i === 0 ? 'enum' : 'varchar',
      options:
        i === 0
          ? [
              { id: 1, label: 'Hot' },
              { id: 2, label: 'Cold' },
            ]
          : undefined,
    })),
  ],
  organizationFields: [
    { key: 'name', name: 'Name', field_type: 'varchar' },
    { key: 'website', name: 'Website', field_type: 'varchar' },
    { key: 'owner_id', name: 'Owner', field_type: 'user' },
  ],
  dealFields: [
    { key: 'title', name: 'Title', field_type: 'varchar' },
    { key: 'value', name: 'Value', field_type: 'monetary' },
    { key: 'update_time', name: 'Update time', field_type: 'date', bulk_edit_allowed: false },
  ],
};

const pderr = (status: number, error: string, headers?: Record<string, string>): Answer => ({
  status,
  body: { success: false, error, errorCode: status },
  headers,
});
const ok = (data: unknown, additional_data?: unknown): Answer => ({
  status: 200,
  body: { success: true, data, ...(additional_data ? { additional_data } : {}) },
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const encodeCursor = (n: number) => btoa(JSON.stringify({ offset: n }));
const decodeCursor = (c: string) => {
  try {
    return Number(JSON.parse(atob(c)).offset);
  } catch {
    return NaN;
  }
};

export function createFakePipedrive() {
  let nextId = 1000;
  const server = oauthServer<Company>({
    vendor: 'Pipedrive',
    client: FAKE_PIPEDRIVE_CLIENT,
    accessTtlSeconds: 3599,
    tokenExtras: () => ({ api_domain: `https://${PIPEDRIVE_API_HOST}`, scope: 'base,contacts:full,deals:full,leads:full,users:read' }),
    deadGrant: () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid grant: refresh token is invalid' } }),
    unauthorized: () => pderr(401, 'unauthorized access'),
    newAccount: (id) => ({
      id,
      revoked: false,
      failNext: [],
      calls: [],
      entities: new Map(ENTITIES.map((e) => [e, new Map()])),
      users: [{ id: 1, name: 'Olive Owner', email: 'owner@acme.test', active_flag: true }],
      leads: [],
    }),
  });

  const put = (c: Company, entity: string, rec: Record<string, unknown>, at = Date.now()) => {
    const id = Number(rec.id ?? ++nextId);
    const prev = c.entities.get(entity)!.get(id);
    const next = {
      owner_id: c.users[0].id,
      custom_fields: {},
      ...prev,
      ...rec,
      id,
      update_time: String(rec.update_time ?? iso(at)),
    } as Item;
    c.entities.get(entity)!.set(id, next);
    return next;
  };

  function list(c: Company, entity: string, url: URL): Answer {
    const limit = Number(url.searchParams.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) return pderr(400, 'limit must be between 1 and 500');
    const cursor = url.searchParams.get('cursor');
    const offset = cursor ? decodeCursor(cursor) : 0;
    if (!Number.isFinite(offset)) return pderr(400, 'Invalid cursor');
    const since = url.searchParams.get('updated_since');
    if (since && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(since))
      return pderr(400, 'updated_since must be RFC 3339 (YYYY-MM-DDTHH:MM:SSZ)');
    const ids = url.searchParams.get('ids')?.split(',').map(Number);
    let rows = [...c.entities.get(entity)!.values()].filter(
      (r) => (!since || Date.parse(r.update_time) >= Date.parse(since)) && (!ids || ids.includes(r.id)),
    );
    const sortBy = url.searchParams.get('sort_by') ?? 'id';
    if (!['id', 'update_time', 'add_time'].includes(sortBy)) return pderr(400, 'Invalid sort_by');
    rows = rows.sort((a, b) => (sortBy === 'update_time' ? Date.parse(a.update_time) - Date.parse(b.update_time) : 0) || a.id - b.id);
    if (url.searchParams.get('sort_direction') === 'desc') rows.reverse();
    const page = rows.slice(offset, offset + limit);
    return ok(page, { next_cursor: offset + limit < rows.length ? encodeCursor(offset + limit) : null });
  }

  function search(c: Company, entity: string, url: URL): Answer {
    const term = (url.searchParams.get('term') ?? '').toLowerCase();
    const exact = url.searchParams.get('exact_match') === 'true';
    if (term.length < (exact ? 1 : 2)) return pderr(400, 'term must be at least 2 characters long');
    const fields = (url.searchParams.get('fields') ?? 'name').split(',');
    const hit = (v: unknown) =>
      exact
        ? String(v ?? '').toLowerCase() === term
        : String(v ?? '')
            .toLowerCase()
            .includes(term);
    const items = [...c.entities.get(entity)!.values()].filter((r) =>
      fields.some((f) =>
        f === 'email'
          ? ((r.emails as { value: string }[] | undefined) ?? []).some((e) => hit(e.value))
          : f === 'custom_fields'
            ? Object.values((r.custom_fields as Record<string, unknown>) ?? {})
                .concat(r.website ?? [])
                .some(hit)
            : hit(r[f]),
      ),
    );
    return ok(
      { items: items.map((r) => ({ result_score: 1, item: { id: r.id, type: entity.slice(0, -1), name: r.name ?? r.title } })) },
      { next_cursor: null },
    );
  }

  function write(c: Company, entity: string, id: number | null, body: Record<string, unknown>): Answer {
    if (body.owner_id !== undefined && !c.users.some((u) => u.id === body.owner_id)) return pderr(400, 'owner_id: user not found');
    if (id === null) {
      if (entity !== 'deals' && (typeof body.name !== 'string' || !body.name)) return pderr(400, 'name is required');
      return ok(put(c, entity, { ...body, id: undefined }));
    }
    const existing = c.entities.get(entity)!.get(id);
    if (!existing) return pderr(404, `${entity.slice(0, -1)} not found`);
    const custom = body.custom_fields
      ? { custom_fields: { ...(existing.custom_fields as object), ...(body.custom_fields as object) } }
      : {};
    return ok(put(c, entity, { ...body, ...custom, id, update_time: undefined }));
  }

  async function api(req: Request, url: URL): Promise<Answer> {
    const auth = server.bearer(req);
    if ('status' in auth) return auth;
    const c = auth;
    const body = await jsonBody(req);
    if (body === undefined) return pderr(415, 'Content-Type must be application/json');
    c.calls.push({ method: req.method, path: url.pathname + url.search, body });
    const canned = c.failNext.shift();
    if (canned) return canned;
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'api') return pderr(404, 'Not found');
    const [, version, entity, sub] = parts;
    if (version === 'v1') {
      if (entity === 'users' && sub === 'me')
        return ok({
          id: c.users[0].id,
          company_id: Number(c.id.replace(/\D/g, '')),
          company_name: `Company ${c.id}`,
          company_domain: c.id,
        });
      if (entity === 'users' && !sub) return ok(c.users);
      if (FIELD_SETS[entity] && req.method === 'GET') {
        const start = Number(url.searchParams.get('start') ?? 0);
        const limit = Math.min(500, Number(url.searchParams.get('limit') ?? 100));
        const all = FIELD_SETS[entity];
        const more = start + limit < all.length;
        return ok(all.slice(start, start + limit), {
          pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) },
        });
      }
      if (entity === 'leads' && req.method === 'GET')
        return ok(
          c.leads
            .filter((l) => !url.searchParams.get('person_id') || l.person_id === Number(url.searchParams.get('person_id')))
            .slice(0, Number(url.searchParams.get('limit') ?? 100)),
        );
      if (entity === 'leads' && req.method === 'POST') {
        const b = body as { title?: unknown; person_id?: unknown; owner_id?: number };
        if (typeof b.title !== 'string' || !b.title) return pderr(400, 'title is required');
        if (typeof b.person_id !== 'number' || !c.entities.get('persons')!.has(b.person_id))
          return pderr(400, 'A lead must be linked to a person or an organization');
        const lead = { id: crypto.randomUUID(), title: b.title, person_id: b.person_id, owner_id: b.owner_id ?? c.users[0].id };
        c.leads.push(lead);
        return { status: 201, body: { success: true, data: lead } };
      }
      return pderr(404, 'Not found');
    }
    if (version !== 'v2' || !ENTITIES.includes(entity)) return pderr(404, 'Not found');
    if (sub === 'search' && req.method === 'GET') return search(c, entity, url);
    if (!sub && req.method === 'GET') return list(c, entity, url);
    if (!sub && req.method === 'POST') return write(c, entity, null, body as Record<string, unknown>);
    if (sub && /^\d+$/.test(sub) && req.method === 'PATCH') return write(c, entity, Number(sub), body as Record<string, unknown>);
    return pderr(405, 'Method not allowed');
  }

  const control = oauthControl(server, {
    accounts: 'companies',
    idKey: 'companyId',
    noun: 'company',
    state: (c) => ({ entities: Object.fromEntries([...c.entities].map(([k, v]) => [k, [...v.values()]])), leads: c.leads, calls: c.calls }),
    put: (c, input, r, at) => put(c, String(input.entity), r, at),
    failure: (status, input) =>
      status === 429
        ? pderr(429, 'Request over limit', { 'retry-after': String(input.retryAfter ?? 2), 'x-ratelimit-remaining': '0' })
        : pderr(status, 'Canned failure from the fake'),
  });

  return {
    oauth: {
      async handle(req: Request) {
        const url = new URL(req.url);
        if (url.pathname === '/oauth/authorize' && req.method === 'GET') return respond(server.authorizePage(url));
        if (url.pathname === '/oauth/token') return respond(await server.token(req));
        return respond({ status: 404, body: { error: 'not found' } });
      },
    },
    api: {
      async handle(req: Request) {
        const url = new URL(req.url);
        return respond(url.pathname.startsWith('/__fake/') ? await control(req, url) : await api(req, url));
      },
    },
  };
}
