/**
 * A strict local stand-in for HubSpot: app.hubspot.com (the OAuth authorize page, plain HTML with an
 * Allow button) and api.hubapi.com (OAuth v1 token and token info, CRM v3 objects/search/properties/
 * owners, v4 association batch reads). It refuses what HubSpot refuses: a missing or unknown bearer
 * token (401), a wrong client secret or used code (400 BAD_AUTH_CODE / invalid_grant), unknown
 * properties (400 VALIDATION_ERROR), search limits over 200 and `after` past 10,000, non-JSON bodies.
 *
 * Each portal keeps its own records, so tests side by side never meet. Test-only control routes under
 * /__fake/ on api.hubapi.com: POST /__fake/portals (seed; answers portalId and a one-time code),
 * POST /__fake/portals/:id/{records,code,revoke,expire-access,fail-next,latency}, GET /__fake/portals/:id.
 */
import { standInBanner } from './stand-in-banner';
import type { FakeVendor } from './outbound';

export const HUBSPOT_API_HOST = 'api.hubapi.com';
export const HUBSPOT_APP_HOST = 'app.hubspot.com';
export const FAKE_HUBSPOT_CLIENT = { id: 'routewise-dev-hubspot', secret: 'routewise-dev-hubspot-secret' };

type Obj = { id: string; properties: Record<string, string | null>; createdAt: number; updatedAt: number; archived: boolean };
type Prop = { name: string; label: string; type: string; fieldType: string; options: { label: string; value: string; hidden: boolean }[]; modificationMetadata: { readOnlyValue: boolean } };
type Portal = {
  id: number;
  objects: Map<string, Map<string, Obj>>;
  props: Map<string, Prop[]>;
  assoc: { from: string; fromId: string; to: string; toId: string; typeId: number }[];
  owners: { id: string; email: string; firstName: string; lastName: string }[];
  writes: { method: string; path: string; body: unknown; at: number }[];
  failNext: { status: number; headers: Record<string, string>; body: unknown; match?: string }[];
  latencyMs: number;
  revoked: boolean;
  /** Search calls answered (a bench checks every submission read HubSpot). */
  searches: number;
};
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const prop = (name: string, type = 'string', options: string[] = [], readOnly = false): Prop => ({
  name,
  label: name.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
  type,
  fieldType: type === 'enumeration' ? 'select' : 'text',
  options: options.map((o) => ({ label: o, value: o, hidden: false })),
  modificationMetadata: { readOnlyValue: readOnly },
});
const COMMON = [prop('hubspot_owner_id', 'enumeration'), prop('hs_lastmodifieddate', 'datetime', [], true), prop('hs_object_id', 'number', [], true), prop('createdate', 'datetime', [], true)];
const DEFAULT_PROPS: Record<string, Prop[]> = {
  contacts: [...COMMON, prop('email'), prop('firstname'), prop('lastname'), prop('phone'), prop('company'), prop('lifecyclestage', 'enumeration', ['subscriber', 'lead', 'customer']), prop('associatedcompanyid', 'number', [], true)],
  companies: [...COMMON, prop('name'), prop('domain'), prop('phone'), prop('industry', 'enumeration', ['SOFTWARE', 'RETAIL', 'FINANCE']), prop('numberofemployees', 'number')],
  deals: [...COMMON, prop('dealname'), prop('amount', 'number'), prop('dealstage', 'enumeration', ['appointmentscheduled', 'closedwon', 'closedlost']), prop('pipeline')],
};
const ASSOC_TYPE: Record<string, number> = { 'contacts>companies': 1, 'companies>contacts': 2, 'deals>companies': 5, 'deals>contacts': 3, 'contacts>deals': 4, 'companies>deals': 6 };

const json = (a: Answer) => new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { ...(a.body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }), ...a.headers } });
const hsError = (status: number, category: string, message: string): Answer => ({ status, body: { status: 'error', message, correlationId: crypto.randomUUID(), category } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createFakeHubspot(): { api: FakeVendor; app: FakeVendor } {
  const portals = new Map<number, Portal>();
  const codes = new Map<string, { portal: number; redirectUri: string | null }>();
  const access = new Map<string, { portal: number; expiresAt: number }>();
  const refresh = new Map<string, number>();
  let nextPortal = 1000;
  let nextId = 5000;
  let latestPortal: number | null = null;

  const newCode = (portal: number, redirectUri: string | null = null) => {
    const code = `code-${crypto.randomUUID()}`;
    codes.set(code, { portal, redirectUri });
    return code;
  };

  function upsertObject(p: Portal, object: string, properties: Record<string, unknown>, id?: string, at = Date.now()) {
    const store = p.objects.get(object) ?? new Map<string, Obj>();
    p.objects.set(object, store);
    const oid = id ?? String(nextId++);
    const prev = store.get(oid);
    const props: Record<string, string | null> = { ...(prev?.properties ?? {}) };
    for (const [k, v] of Object.entries(properties)) props[k] = v === null || v === undefined ? null : String(v);
    props.hs_object_id = oid;
    props.hs_lastmodifieddate = new Date(at).toISOString();
    if (!prev) props.createdate = new Date(at).toISOString();
    store.set(oid, { id: oid, properties: props, createdAt: prev?.createdAt ?? at, updatedAt: at, archived: false });
    return store.get(oid)!;
  }

  function seed(body: Record<string, unknown>): Portal {
    const id = nextPortal++;
    const p: Portal = { id, objects: new Map(), props: new Map(Object.entries(DEFAULT_PROPS).map(([k, v]) => [k, [...v]])), assoc: [], owners: [], writes: [], failNext: [], latencyMs: 0, revoked: false, searches: 0 };
    portals.set(id, p);
    latestPortal = id;
    for (const o of (body.owners as Portal['owners']) ?? []) p.owners.push({ id: String(o.id), email: o.email, firstName: o.firstName ?? '', lastName: o.lastName ?? '' });
    for (const [object, names] of Object.entries((body.extraProperties as Record<string, string[]>) ?? {})) p.props.get(object)?.push(...names.map((n) => prop(n)));
    const custom = body.customObject as { objectTypeId: string; properties: string[] } | undefined;
    if (custom) p.props.set(custom.objectTypeId, [...COMMON, ...custom.properties.map((n) => prop(n))]);
    const at = typeof body.modifiedAt === 'number' ? body.modifiedAt : Date.now() - 3_600_000;
    let tick = 0;
    for (const object of ['companies', 'contacts', 'deals', ...(custom ? [custom.objectTypeId] : [])]) {
      for (const r of (body[object] as { id?: string; properties: Record<string, unknown>; company?: string; contact?: string }[]) ?? []) {
        const o = upsertObject(p, object, r.properties, r.id, at + tick++);
        if (r.company) p.assoc.push({ from: object, fromId: o.id, to: 'companies', toId: r.company, typeId: ASSOC_TYPE[`${object}>companies`] ?? 1 });
        if (r.contact) p.assoc.push({ from: object, fromId: o.id, to: 'contacts', toId: r.contact, typeId: ASSOC_TYPE[`${object}>contacts`] ?? 3 });
      }
    }
    return p;
  }

  function issueTokens(portal: number) {
    const token = `hs-at-${crypto.randomUUID()}`;
    const rt = `hs-rt-${crypto.randomUUID()}`;
    access.set(token, { portal, expiresAt: Date.now() + 1_800_000 });
    refresh.set(rt, portal);
    return { token_type: 'bearer', access_token: token, refresh_token: rt, expires_in: 1800 };
  }

  function clientOk(req: Request, form: URLSearchParams) {
    const basic = req.headers.get('authorization');
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    if (basic?.startsWith('Basic ')) [id, secret] = atob(basic.slice(6)).split(':');
    return id === FAKE_HUBSPOT_CLIENT.id && secret === FAKE_HUBSPOT_CLIENT.secret;
  }

  async function token(req: Request): Promise<Answer> {
    if (!req.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) return hsError(400, 'VALIDATION_ERROR', 'Content-Type must be application/x-www-form-urlencoded');
    const form = new URLSearchParams(await req.text());
    if (!clientOk(req, form)) return { status: 400, body: { status: 'BAD_CLIENT_ID', message: 'missing or unknown client id', error: 'invalid_client' } };
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const c = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!c) return { status: 400, body: { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code', error: 'invalid_grant' } };
      if (c.redirectUri && c.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { status: 'BAD_REDIRECT_URI', message: 'redirect_uri does not match', error: 'invalid_grant' } };
      return { status: 200, body: issueTokens(c.portal) };
    }
    if (grant === 'refresh_token') {
      const portal = refresh.get(form.get('refresh_token') ?? '');
      if (portal === undefined || portals.get(portal)?.revoked) return { status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token', error: 'invalid_grant' } };
      const t = issueTokens(portal);
      refresh.delete(t.refresh_token);
      return { status: 200, body: { ...t, refresh_token: form.get('refresh_token') } };
    }
    return { status: 400, body: { status: 'BAD_GRANT_TYPE', message: 'unsupported grant_type', error: 'unsupported_grant_type' } };
  }

  function authed(req: Request): Portal | Answer {
    const h = req.headers.get('authorization') ?? '';
    const t = access.get(h.startsWith('Bearer ') ? h.slice(7) : '');
    const p = t ? portals.get(t.portal) : undefined;
    if (!t || !p || p.revoked || t.expiresAt < Date.now()) return hsError(401, 'EXPIRED_AUTHENTICATION', 'Authentication credentials not found or expired.');
    return p;
  }

  function filterMatch(o: Obj, f: { propertyName: string; operator: string; value?: string; values?: string[] }) {
    const v = o.properties[f.propertyName] ?? null;
    const date = f.propertyName === 'hs_lastmodifieddate' || f.propertyName === 'createdate';
    const cmp = (a: string | null, b: string) => (date ? Date.parse(a ?? '') - Number(b) : Number(a) - Number(b));
    switch (f.operator) {
      case 'EQ': return (v ?? '').toLowerCase() === String(f.value ?? '').toLowerCase();
      case 'NEQ': return (v ?? '').toLowerCase() !== String(f.value ?? '').toLowerCase();
      case 'GTE': return v !== null && cmp(v, String(f.value)) >= 0;
      case 'GT': return v !== null && cmp(v, String(f.value)) > 0;
      case 'LTE': return v !== null && cmp(v, String(f.value)) <= 0;
      case 'LT': return v !== null && cmp(v, String(f.value)) < 0;
      case 'IN': return (f.values ?? []).map((x) => x.toLowerCase()).includes((v ?? '').toLowerCase());
      case 'HAS_PROPERTY': return v !== null && v !== '';
      default: return false;
    }
  }

  const OPS = new Set(['EQ', 'NEQ', 'GTE', 'GT', 'LTE', 'LT', 'IN', 'HAS_PROPERTY']);
  const shape = (o: Obj, props: string[]) => ({ id: o.id, properties: Object.fromEntries(props.map((k) => [k, o.properties[k] ?? null])), createdAt: new Date(o.createdAt).toISOString(), updatedAt: new Date(o.updatedAt).toISOString(), archived: o.archived });

  function search(p: Portal, object: string, b: Record<string, unknown>): Answer {
    p.searches++;
    const known = new Set((p.props.get(object) ?? []).map((x) => x.name));
    const limit = b.limit === undefined ? 10 : Number(b.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) return hsError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 200');
    const after = b.after === undefined ? 0 : Number(b.after);
    if (!Number.isInteger(after) || after < 0) return hsError(400, 'VALIDATION_ERROR', 'after must be a non-negative integer string');
    if (after + limit > 10_000) return hsError(400, 'VALIDATION_ERROR', 'The maximum number of results for a search is 10,000');
    const groups = (b.filterGroups as { filters: { propertyName: string; operator: string; value?: string; values?: string[] }[] }[]) ?? [];
    for (const g of groups) for (const f of g.filters ?? []) if (!OPS.has(f.operator) || !known.has(f.propertyName)) return hsError(400, 'VALIDATION_ERROR', `Invalid filter on ${f.propertyName}`);
    const props = (b.properties as string[] | undefined) ?? ['hs_object_id', 'createdate', 'hs_lastmodifieddate'];
    let rows = [...(p.objects.get(object)?.values() ?? [])].filter((o) => !o.archived && (groups.length === 0 || groups.some((g) => g.filters.every((f) => filterMatch(o, f)))));
    const sort = (b.sorts as { propertyName: string; direction: string }[] | undefined)?.[0];
    if (sort) rows.sort((x, y) => (sort.direction === 'DESCENDING' ? -1 : 1) * (x.updatedAt - y.updatedAt || Number(x.id) - Number(y.id)));
    const total = rows.length;
    rows = rows.slice(after, after + limit);
    return { status: 200, body: { total, results: rows.map((o) => shape(o, props)), ...(after + limit < total ? { paging: { next: { after: String(after + limit), link: '' } } } : {}) } };
  }

  function validProps(p: Portal, object: string, props: Record<string, unknown>): Answer | null {
    const defs = new Map((p.props.get(object) ?? []).map((x) => [x.name, x]));
    for (const [k, v] of Object.entries(props)) {
      const d = defs.get(k);
      if (!d) return hsError(400, 'VALIDATION_ERROR', `Property values were not valid: [{"isValid":false,"message":"Property \\"${k}\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"${k}"}]`);
      if (d.modificationMetadata.readOnlyValue) return hsError(400, 'VALIDATION_ERROR', `Property values were not valid: "${k}" is read-only`);
      if (k === 'hubspot_owner_id' && v && !p.owners.some((o) => o.id === String(v))) return hsError(400, 'VALIDATION_ERROR', `Property values were not valid: ${v} is not a valid owner id`);
    }
    return null;
  }

  async function api(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const path = url.pathname;
    if (path === '/oauth/v1/token' && req.method === 'POST') return token(req);
    if (path.startsWith('/__fake/')) return control(req, url);
    const tokenInfo = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(path);
    if (tokenInfo) {
      const t = access.get(decodeURIComponent(tokenInfo[1]));
      if (!t || t.expiresAt < Date.now() || portals.get(t.portal)?.revoked) return hsError(404, 'OBJECT_NOT_FOUND', 'Token not found');
      return { status: 200, body: { token: tokenInfo[1], hub_id: t.portal, hub_domain: `portal-${t.portal}.hubspot.com`, user: 'admin@example.com', scopes: ['oauth'], expires_in: Math.round((t.expiresAt - Date.now()) / 1000), token_type: 'access' } };
    }
    const p = authed(req);
    if (!(p instanceof Object) || !('objects' in p)) return p as Answer;
    if (p.latencyMs) await sleep(p.latencyMs);
    const failIdx = p.failNext.findIndex((f) => !f.match || path.includes(f.match));
    if (failIdx >= 0) {
      const [f] = p.failNext.splice(failIdx, 1);
      return { status: f.status, body: f.body ?? hsError(f.status, f.status === 429 ? 'RATE_LIMITS' : 'ERROR', 'Injected failure').body, headers: f.headers };
    }
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PATCH') {
      if (!req.headers.get('content-type')?.includes('application/json')) return hsError(415, 'VALIDATION_ERROR', 'Unsupported Media Type');
      try {
        body = (await req.json()) as Record<string, unknown>;
      } catch {
        return hsError(400, 'VALIDATION_ERROR', 'Invalid input JSON');
      }
    }
    if (path === '/crm/v3/owners' || path === '/crm/v3/owners/') {
      const limit = Math.min(500, Number(url.searchParams.get('limit') ?? 100));
      const after = Number(url.searchParams.get('after') ?? 0);
      const rows = p.owners.slice(after, after + limit);
      return { status: 200, body: { results: rows.map((o) => ({ ...o, userId: Number(o.id), archived: false })), ...(after + limit < p.owners.length ? { paging: { next: { after: String(after + limit) } } } : {}) } };
    }
    const propsPath = /^\/crm\/v3\/properties\/([^/]+)$/.exec(path);
    if (propsPath && req.method === 'GET') {
      const defs = p.props.get(decodeURIComponent(propsPath[1]));
      return defs ? { status: 200, body: { results: defs } } : hsError(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${propsPath[1]}`);
    }
    const assoc = /^\/crm\/v4\/associations\/([^/]+)\/([^/]+)\/batch\/read$/.exec(path);
    if (assoc && req.method === 'POST') {
      const inputs = (body.inputs as { id: string }[]) ?? [];
      if (!Array.isArray(inputs) || inputs.length > 1000) return hsError(400, 'VALIDATION_ERROR', 'inputs must be an array of at most 1000');
      const results = inputs
        .map((i) => ({ from: { id: String(i.id) }, to: p.assoc.filter((a) => a.from === assoc[1] && a.to === assoc[2] && a.fromId === String(i.id)).map((a) => ({ toObjectId: Number(a.toId), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: a.typeId, label: null }] })) }))
        .filter((r) => r.to.length);
      return { status: 200, body: { status: 'COMPLETE', results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() } };
    }
    const obj = /^\/crm\/v3\/objects\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (!obj) return hsError(404, 'OBJECT_NOT_FOUND', `Unknown path ${path}`);
    const object = decodeURIComponent(obj[1]);
    if (!p.props.has(object)) return hsError(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${object}`);
    if (obj[2] === 'search' && req.method === 'POST') return search(p, object, body);
    const store = p.objects.get(object) ?? new Map<string, Obj>();
    if (!obj[2] && req.method === 'POST') {
      const props = (body.properties as Record<string, unknown>) ?? {};
      const bad = validProps(p, object, props);
      if (bad) return bad;
      const unique = object === 'contacts' ? 'email' : null;
      const dup = unique && props[unique] ? [...store.values()].find((o) => (o.properties[unique] ?? '').toLowerCase() === String(props[unique]).toLowerCase()) : undefined;
      if (dup) return hsError(409, 'CONFLICT', `Contact already exists. Existing ID: ${dup.id}`);
      const o = upsertObject(p, object, props);
      p.writes.push({ method: 'POST', path, body, at: Date.now() });
      return { status: 201, body: shape(o, Object.keys(o.properties)) };
    }
    if (obj[2] && req.method === 'PATCH') {
      const existing = store.get(obj[2]);
      if (!existing || existing.archived) return hsError(404, 'OBJECT_NOT_FOUND', `resource not found`);
      const props = (body.properties as Record<string, unknown>) ?? {};
      const bad = validProps(p, object, props);
      if (bad) return bad;
      const o = upsertObject(p, object, props, obj[2]);
      p.writes.push({ method: 'PATCH', path, body, at: Date.now() });
      return { status: 200, body: shape(o, Object.keys(o.properties)) };
    }
    if (obj[2] && req.method === 'GET') {
      const o = store.get(obj[2]);
      return o ? { status: 200, body: shape(o, (url.searchParams.get('properties') ?? 'hs_object_id').split(',')) } : hsError(404, 'OBJECT_NOT_FOUND', 'resource not found');
    }
    return hsError(405, 'VALIDATION_ERROR', 'Method not allowed');
  }

  async function control(req: Request, url: URL): Promise<Answer> {
    const body = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (url.pathname === '/__fake/portals' && req.method === 'POST') {
      const p = seed(body);
      return { status: 200, body: { portalId: p.id, code: newCode(p.id) } };
    }
    const m = /^\/__fake\/portals\/(\d+)(?:\/([a-z-]+))?$/.exec(url.pathname);
    const p = m ? portals.get(Number(m[1])) : undefined;
    if (!m || !p) return { status: 404, body: { message: 'no such portal' } };
    switch (m[2]) {
      case undefined:
        return { status: 200, body: { portalId: p.id, objects: Object.fromEntries([...p.objects].map(([k, v]) => [k, [...v.values()]])), writes: p.writes, revoked: p.revoked, searches: p.searches } };
      case 'records': {
        const o = upsertObject(p, String(body.object), (body.properties as Record<string, unknown>) ?? {}, body.id as string | undefined);
        if (body.company) p.assoc.push({ from: String(body.object), fromId: o.id, to: 'companies', toId: String(body.company), typeId: 1 });
        return { status: 200, body: o };
      }
      case 'code':
        return { status: 200, body: { code: newCode(p.id) } };
      case 'revoke':
        p.revoked = true;
        return { status: 200, body: { ok: true } };
      case 'expire-access':
        for (const t of access.values()) if (t.portal === p.id) t.expiresAt = 0;
        return { status: 200, body: { ok: true } };
      case 'fail-next':
        for (let i = 0; i < Number(body.count ?? 1); i++) p.failNext.push({ status: Number(body.status ?? 500), headers: (body.headers as Record<string, string>) ?? {}, body: body.body, match: body.match as string | undefined });
        return { status: 200, body: { ok: true } };
      case 'latency':
        p.latencyMs = Number(body.ms ?? 0);
        return { status: 200, body: { ok: true } };
      default:
        return { status: 404, body: { message: 'unknown control route' } };
    }
  }

  /** The authorize page: HubSpot asks which portal to connect; here the newest seeded portal, behind an Allow button. */
  function app(req: Request): Response {
    const url = new URL(req.url);
    if (url.pathname !== '/oauth/authorize') return new Response('Not found', { status: 404 });
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('client_id') !== FAKE_HUBSPOT_CLIENT.id || !redirect || !q.get('scope')) return new Response('Authorization failed: invalid client_id, redirect_uri or scope', { status: 400, headers: { 'content-type': 'text/plain' } });
    const portal = latestPortal ?? seed({}).id;
    if (req.method === 'POST') {
      const to = new URL(redirect);
      to.searchParams.set('code', newCode(portal, redirect));
      if (q.get('state')) to.searchParams.set('state', q.get('state')!);
      return new Response(null, { status: 302, headers: { location: to.toString() } });
    }
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return new Response(
      `<!doctype html><link rel="icon" href="data:,"><title>Connect HubSpot</title>${standInBanner('HubSpot')}<h1>Connect to HubSpot portal ${portal}</h1><p>Routewise asks for: ${esc(q.get('scope') ?? '')}</p><form method="post" action="${esc(`authorize${url.search}`)}"><button type="submit">Allow</button></form>`,
      { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' } },
    );
  }

  return { api: { handle: async (r) => json(await api(r)) }, app: { handle: app } };
}
