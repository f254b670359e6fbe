/**
 * A strict local stand-in for Salesforce: login.salesforce.com (authorize page with an Allow button,
 * token endpoint with PKCE and refresh, revoke) and one instance host for the REST API
 * (/services/data/v60.0: query and queryAll with a small SOQL subset and nextRecordsUrl paging,
 * sobjects describe, create, update, composite). It refuses what Salesforce refuses: a bad session
 * (401 INVALID_SESSION_ID), a wrong PKCE verifier or used code (400 invalid_grant), unknown fields or
 * objects (400 INVALID_FIELD / INVALID_TYPE), missing required fields, an OwnerId that is no user.
 *
 * Each org keeps its own records. Test-only control routes on the login host under /__fake/:
 * POST /__fake/orgs (seed; answers orgId and a one-time code), POST /__fake/orgs/:id/{records,code,
 * revoke,expire-access,fail-next,latency,batch-size}, GET /__fake/orgs/:id.
 */
import { standInBanner } from './stand-in-banner';
import type { FakeVendor } from './outbound';

export const SALESFORCE_LOGIN_HOST = 'login.salesforce.com';
export const SALESFORCE_INSTANCE_HOST = 'routewise-dev.my.salesforce.com';
export const FAKE_SALESFORCE_CLIENT = { id: 'routewise-dev-salesforce', secret: 'routewise-dev-salesforce-secret' };
const DATA = '/services/data/v60.0';

type Row = Record<string, unknown> & { Id: string; SystemModstamp: string; IsDeleted: boolean };
type FieldDef = { name: string; label: string; type: string; createable: boolean; updateable: boolean; nillable: boolean; picklistValues: { value: string; label: string; active: boolean }[] };
type Org = {
  id: string;
  objects: Map<string, Map<string, Row>>;
  fields: Map<string, FieldDef[]>;
  writes: { method: string; path: string; body: unknown; at: number }[];
  failNext: { status: number; headers: Record<string, string>; body: unknown; match?: string }[];
  latencyMs: number;
  batchSize: number;
  revoked: boolean;
  locators: Map<string, Row[]>;
};
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const f = (name: string, type = 'string', opts: { createable?: boolean; nillable?: boolean; values?: string[] } = {}): FieldDef => ({
  name,
  label: name.replace(/__c$/, '').replace(/([a-z])([A-Z])/g, '$1 $2'),
  type,
  createable: opts.createable ?? true,
  updateable: opts.createable ?? true,
  nillable: opts.nillable ?? true,
  picklistValues: (opts.values ?? []).map((v) => ({ value: v, label: v, active: true })),
});
const SYSTEM = [f('Id', 'id', { createable: false }), f('SystemModstamp', 'datetime', { createable: false }), f('IsDeleted', 'boolean', { createable: false }), f('OwnerId', 'reference'), f('Name', 'string')];
const DEFAULT_FIELDS: Record<string, FieldDef[]> = {
  Lead: [...SYSTEM, f('FirstName'), f('LastName', 'string', { nillable: false }), f('Email', 'email'), f('Phone', 'phone'), f('Company', 'string', { nillable: false }), f('Website', 'url'), f('IsConverted', 'boolean', { createable: false }), f('Industry', 'picklist', { values: ['Technology', 'Retail', 'Finance'] }), f('Address', 'address', { createable: false })],
  Contact: [...SYSTEM, f('FirstName'), f('LastName', 'string', { nillable: false }), f('Email', 'email'), f('Phone', 'phone'), f('AccountId', 'reference')],
  Account: [...SYSTEM.map((x) => (x.name === 'Name' ? { ...x, nillable: false } : x)), f('Website', 'url'), f('Phone', 'phone'), f('Industry', 'picklist', { values: ['Technology', 'Retail', 'Finance'] }), f('NumberOfEmployees', 'int')],
  Opportunity: [...SYSTEM, f('StageName', 'picklist', { values: ['Prospecting', 'Closed Won', 'Closed Lost'] }), f('Amount', 'currency'), f('AccountId', 'reference'), f('ContactId', 'reference')],
  User: [f('Id', 'id', { createable: false }), f('Email', 'email'), f('Name'), f('IsActive', 'boolean'), f('SystemModstamp', 'datetime', { createable: false })],
  Organization: [f('Id', 'id', { createable: false }), f('Name'), f('SystemModstamp', 'datetime', { createable: false })],
};
const REQUIRED: Record<string, string[]> = { Lead: ['LastName', 'Company'], Contact: ['LastName'], Account: ['Name'], Opportunity: ['Name', 'StageName'] };
const PREFIX: Record<string, string> = { Lead: '00Q', Contact: '003', Account: '001', Opportunity: '006', User: '005', Organization: '00D' };

const json = (a: Answer) => new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { ...(a.body === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' }), ...a.headers } });
const sfError = (status: number, errorCode: string, message: string, fields?: string[]): Answer => ({ status, body: [{ message, errorCode, ...(fields ? { fields } : {}) }] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const b64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

type Cond = { field: string; op: string; value: unknown };
/** The SOQL this fake understands: SELECT list FROM object [WHERE c (AND|OR c)*] [ORDER BY f [ASC|DESC]] [LIMIT n]. */
function parseSoql(q: string): { fields: string[]; object: string; conds: Cond[]; joiner: 'AND' | 'OR'; order: { field: string; desc: boolean } | null; limit: number | null } | string {
  const m = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?)?(?:\s+LIMIT\s+(\d+))?\s*$/is.exec(q);
  if (!m) return 'unexpected token';
  const conds: Cond[] = [];
  let joiner: 'AND' | 'OR' = 'AND';
  if (m[3]) {
    const parts = m[3].split(/\s+(AND|OR)\s+(?=(?:[^']*'[^']*')*[^']*$)/i);
    for (let i = 0; i < parts.length; i += 2) {
      const c = /^(\w+)\s*(=|!=|>=|<=|>|<|LIKE)\s*('(?:[^'\\]|\\.)*'|true|false|null|[\d.]+|\d{4}-\d\d-\d\dT[\d:.]+Z)$/i.exec(parts[i].trim());
      if (!c) return `unexpected token: ${parts[i]}`;
      const raw = c[3];
      const value = raw.startsWith("'") ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw === 'true' ? true : raw === 'false' ? false : raw === 'null' ? null : /T/.test(raw) ? Date.parse(raw) : Number(raw);
      conds.push({ field: c[1], op: c[2].toUpperCase(), value });
      if (parts[i + 1]) joiner = parts[i + 1].toUpperCase() as 'AND' | 'OR';
    }
  }
  return { fields: m[1].split(',').map((s) => s.trim()), object: m[2], conds, joiner, order: m[4] ? { field: m[4], desc: (m[5] ?? '').toUpperCase() === 'DESC' } : null, limit: m[6] ? Number(m[6]) : null };
}

function condMatch(row: Row, c: Cond) {
  let v = row[c.field];
  if (c.field === 'SystemModstamp' && typeof v === 'string') v = Date.parse(v);
  if (c.op === 'LIKE') {
    const re = new RegExp(`^${String(c.value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`, 'i');
    return typeof v === 'string' && re.test(v);
  }
  const a = typeof v === 'string' && typeof c.value === 'string' ? v.toLowerCase() : v;
  const b = typeof c.value === 'string' ? c.value.toLowerCase() : c.value;
  switch (c.op) {
    case '=': return (a ?? null) === b;
    case '!=': return (a ?? null) !== b;
    case '>=': return (a as number) >= (b as number);
    case '>': return (a as number) > (b as number);
    case '<=': return (a as number) <= (b as number);
    case '<': return (a as number) < (b as number);
  }
  return false;
}

export function createFakeSalesforce(): { login: FakeVendor; instance: FakeVendor } {
  const orgs = new Map<string, Org>();
  const codes = new Map<string, { org: string; challenge: string | null; redirectUri: string | null }>();
  const access = new Map<string, { org: string; expired: boolean }>();
  const refresh = new Map<string, string>();
  let seq = 1;
  let latestOrg: string | null = null;
  const newId = (object: string) => `${PREFIX[object] ?? 'a0X'}${String(seq++).padStart(12, '0')}AAA`;

  function put(org: Org, object: string, values: Record<string, unknown>, id?: string, at = Date.now()) {
    const store = org.objects.get(object) ?? new Map<string, Row>();
    org.objects.set(object, store);
    const rid = id ?? newId(object);
    const prev = store.get(rid);
    const row = { ...(prev ?? { IsDeleted: false }), ...values, Id: rid, SystemModstamp: new Date(at).toISOString().replace('Z', '+0000') } as Row;
    if ((object === 'Lead' || object === 'Contact') && !values.Name) row.Name = [row.FirstName, row.LastName].filter(Boolean).join(' ');
    if (object === 'Lead' && row.IsConverted === undefined) row.IsConverted = false;
    store.set(rid, row);
    return row;
  }

  function seed(body: Record<string, unknown>): Org {
    const id = `00D${String(seq++).padStart(12, '0')}AAA`;
    const org: Org = { id, objects: new Map(), fields: new Map(Object.entries(DEFAULT_FIELDS).map(([k, v]) => [k, [...v]])), writes: [], failNext: [], latencyMs: 0, batchSize: Number(body.batchSize ?? 2000), revoked: false, locators: new Map() };
    orgs.set(id, org);
    latestOrg = id;
    put(org, 'Organization', { Name: String(body.name ?? 'Acme Corp') }, id);
    const custom = body.customObject as { name: string; fields: string[] } | undefined;
    if (custom) org.fields.set(custom.name, [...SYSTEM, ...custom.fields.map((n) => f(n))]);
    const at = typeof body.modifiedAt === 'number' ? body.modifiedAt : Date.now() - 3_600_000;
    let tick = 0;
    for (const object of ['User', 'Account', 'Contact', 'Lead', 'Opportunity', ...(custom ? [custom.name] : [])]) {
      for (const r of (body[object] as Record<string, unknown>[]) ?? []) put(org, object, object === 'User' ? { IsActive: true, ...r } : r, r.Id as string | undefined, at + 1000 * tick++);
    }
    return org;
  }

  function issue(org: string) {
    const token = `00D!sf-at-${crypto.randomUUID()}`;
    const rt = `sf-rt-${crypto.randomUUID()}`;
    access.set(token, { org, expired: false });
    refresh.set(rt, org);
    return { access_token: token, refresh_token: rt, instance_url: `https://${SALESFORCE_INSTANCE_HOST}`, id: `https://${SALESFORCE_LOGIN_HOST}/id/${org}/005000000000001AAA`, token_type: 'Bearer', issued_at: String(Date.now()), signature: 'fake' };
  }

  async function token(req: Request): Promise<Answer> {
    if (!req.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) return { status: 400, body: { error: 'invalid_request', error_description: 'must use application/x-www-form-urlencoded' } };
    const form = new URLSearchParams(await req.text());
    const basic = req.headers.get('authorization');
    const [id, secret] = basic?.startsWith('Basic ') ? atob(basic.slice(6)).split(':') : [form.get('client_id'), form.get('client_secret')];
    if (id !== FAKE_SALESFORCE_CLIENT.id || secret !== FAKE_SALESFORCE_CLIENT.secret) return { status: 400, body: { error: 'invalid_client', error_description: 'invalid client credentials' } };
    if (form.get('grant_type') === 'authorization_code') {
      const c = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!c) return { status: 400, body: { error: 'invalid_grant', error_description: 'authentication failure' } };
      if (c.redirectUri && c.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'redirect_uri must match configuration' } };
      if (c.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        const digest = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
        if (digest !== c.challenge) return { status: 400, body: { error: 'invalid_grant', error_description: 'invalid code verifier' } };
      }
      return { status: 200, body: issue(c.org) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const org = refresh.get(form.get('refresh_token') ?? '');
      if (!org || orgs.get(org)?.revoked) return { status: 400, body: { error: 'invalid_grant', error_description: 'expired access/refresh token' } };
      const t = issue(org);
      refresh.delete(t.refresh_token);
      const { refresh_token: _unused, ...rest } = t;
      return { status: 200, body: rest };
    }
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant type not supported' } };
  }

  function login(req: Request): Promise<Answer | Response> | Answer | Response {
    const url = new URL(req.url);
    if (url.pathname === '/services/oauth2/token' && req.method === 'POST') return token(req);
    if (url.pathname === '/services/oauth2/revoke' && req.method === 'POST') return req.text().then((t) => {
      const tok = new URLSearchParams(t).get('token') ?? '';
      const org = refresh.get(tok) ?? access.get(tok)?.org;
      if (org) orgs.get(org)!.revoked = true;
      return { status: 200 };
    });
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    if (url.pathname !== '/services/oauth2/authorize') return { status: 404, body: [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }] };
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('response_type') !== 'code' || q.get('client_id') !== FAKE_SALESFORCE_CLIENT.id || !redirect) return new Response('error=invalid_client_id', { status: 400 });
    if (q.get('code_challenge') && q.get('code_challenge_method') !== 'S256') return new Response('error=invalid_request: code_challenge_method', { status: 400 });
    const org = latestOrg ?? seed({}).id;
    if (req.method === 'POST') {
      const to = new URL(redirect);
      const code = `sf-code-${crypto.randomUUID()}`;
      codes.set(code, { org, challenge: q.get('code_challenge'), redirectUri: redirect });
      to.searchParams.set('code', code);
      if (q.get('state')) to.searchParams.set('state', q.get('state')!);
      return new Response(null, { status: 302, headers: { location: to.toString() } });
    }
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return new Response(`<!doctype html><link rel="icon" href="data:,"><title>Salesforce</title>${standInBanner('Salesforce')}<h1>Allow access to ${esc(String(orgs.get(org)?.objects.get('Organization')?.get(org)?.Name ?? org))}?</h1><form method="post" action="${esc(`authorize${url.search}`)}"><button type="submit">Allow</button></form>`, { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' } });
  }

  function query(org: Org, soql: string, all: boolean): Answer {
    const p = parseSoql(soql);
    if (typeof p === 'string') return sfError(400, 'MALFORMED_QUERY', p);
    const defs = org.fields.get(p.object);
    if (!defs) return sfError(400, 'INVALID_TYPE', `sObject type '${p.object}' is not supported.`);
    const known = new Set(defs.map((d) => d.name));
    for (const name of [...p.fields, ...p.conds.map((c) => c.field), ...(p.order ? [p.order.field] : [])]) {
      if (!known.has(name)) return sfError(400, 'INVALID_FIELD', `No such column '${name}' on entity '${p.object}'.`);
      if (defs.find((d) => d.name === name)?.type === 'address' && p.fields.length > 1 && p.conds.some((c) => c.field === name)) return sfError(400, 'INVALID_FIELD', `address field ${name} cannot be filtered`);
    }
    let rows = [...(org.objects.get(p.object)?.values() ?? [])].filter((r) => (all || !r.IsDeleted) && (p.conds.length === 0 || (p.joiner === 'AND' ? p.conds.every((c) => condMatch(r, c)) : p.conds.some((c) => condMatch(r, c)))));
    if (p.order) {
      const k = p.order.field;
      rows.sort((a, b) => (p.order!.desc ? -1 : 1) * (String(a[k] ?? '') < String(b[k] ?? '') ? -1 : String(a[k] ?? '') > String(b[k] ?? '') ? 1 : a.Id < b.Id ? -1 : 1));
    }
    if (p.limit !== null) rows = rows.slice(0, p.limit);
    const shaped = rows.map((r) => ({ attributes: { type: p.object, url: `${DATA}/sobjects/${p.object}/${r.Id}` }, ...Object.fromEntries(p.fields.map((k) => [k, r[k] ?? null])) }) as unknown as Row);
    return page(org, shaped, 0);
  }

  function page(org: Org, rows: Row[], offset: number): Answer {
    const slice = rows.slice(offset, offset + org.batchSize);
    const done = offset + org.batchSize >= rows.length;
    let nextRecordsUrl: string | undefined;
    if (!done) {
      const loc = `01g${crypto.randomUUID().replace(/-/g, '').slice(0, 15)}`;
      org.locators.set(loc, rows);
      nextRecordsUrl = `${DATA}/query/${loc}-${offset + org.batchSize}`;
    }
    return { status: 200, body: { totalSize: rows.length, done, records: slice, ...(nextRecordsUrl ? { nextRecordsUrl } : {}) } };
  }

  function validate(org: Org, object: string, body: Record<string, unknown>, create: boolean): Answer | null {
    const defs = org.fields.get(object);
    if (!defs) return sfError(404, 'NOT_FOUND', `The requested resource does not exist`);
    for (const [k, v] of Object.entries(body)) {
      const d = defs.find((x) => x.name === k);
      if (!d) return sfError(400, 'INVALID_FIELD', `No such column '${k}' on sobject of type ${object}`);
      if (!(create ? d.createable : d.updateable)) return sfError(400, 'INVALID_FIELD_FOR_INSERT_UPDATE', `Unable to create/update fields: ${k}.`, [k]);
      if (k === 'OwnerId' && !org.objects.get('User')?.has(String(v))) return sfError(400, 'INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', [k]);
    }
    if (create) {
      const missing = (REQUIRED[object] ?? ['Name']).filter((k) => !body[k]);
      if (missing.length) return sfError(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing.join(', ')}]`, missing);
    }
    return null;
  }

  function sobjects(org: Org, method: string, path: string, body: Record<string, unknown>): Answer {
    const m = new RegExp(`^${DATA}/sobjects/(\\w+)(?:/(\\w+))?$`).exec(path);
    if (!m) return sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    const [, object, id] = m;
    if (id === 'describe' && method === 'GET') {
      const defs = org.fields.get(object);
      return defs ? { status: 200, body: { name: object, fields: defs } } : sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
    }
    if (!id && method === 'POST') {
      const bad = validate(org, object, body, true);
      if (bad) return bad;
      const row = put(org, object, body);
      org.writes.push({ method, path, body, at: Date.now() });
      return { status: 201, body: { id: row.Id, success: true, errors: [] } };
    }
    if (id && method === 'PATCH') {
      const existing = org.objects.get(object)?.get(id);
      if (!existing || existing.IsDeleted) return sfError(404, 'NOT_FOUND', 'Provided external ID field does not exist or is not accessible');
      const bad = validate(org, object, body, false);
      if (bad) return bad;
      put(org, object, body, id);
      org.writes.push({ method, path, body, at: Date.now() });
      return { status: 204 };
    }
    return sfError(405, 'METHOD_NOT_ALLOWED', 'HTTP Method not allowed');
  }

  async function instance(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const h = req.headers.get('authorization') ?? '';
    const t = access.get(h.startsWith('Bearer ') ? h.slice(7) : '');
    const org = t ? orgs.get(t.org) : undefined;
    if (!t || !org || t.expired || org.revoked) return sfError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    if (org.latencyMs) await sleep(org.latencyMs);
    const failIdx = org.failNext.findIndex((x) => !x.match || url.pathname.includes(x.match) || decodeURIComponent(url.search).includes(x.match));
    if (failIdx >= 0) {
      const [x] = org.failNext.splice(failIdx, 1);
      return { status: x.status, body: x.body ?? [{ errorCode: x.status === 403 ? 'REQUEST_LIMIT_EXCEEDED' : 'SERVER_ERROR', message: 'Injected failure' }], headers: x.headers };
    }
    let body: Record<string, unknown> = {};
    if (req.method === 'POST' || req.method === 'PATCH') {
      if (!req.headers.get('content-type')?.includes('application/json')) return sfError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content type must be application/json');
      try {
        body = (await req.json()) as Record<string, unknown>;
      } catch {
        return sfError(400, 'JSON_PARSER_ERROR', 'Unexpected character');
      }
    }
    const path = url.pathname;
    if ((path === `${DATA}/query` || path === `${DATA}/queryAll`) && req.method === 'GET') return query(org, url.searchParams.get('q') ?? '', path.endsWith('All'));
    const more = new RegExp(`^${DATA}/query/(\\w+)-(\\d+)$`).exec(path);
    if (more && req.method === 'GET') {
      const rows = org.locators.get(more[1]);
      return rows ? page(org, rows, Number(more[2])) : sfError(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
    }
    if (path === `${DATA}/composite` && req.method === 'POST') {
      const subs = body.compositeRequest as { method: string; url: string; referenceId: string; body?: Record<string, unknown> }[];
      if (!Array.isArray(subs) || subs.length === 0 || subs.length > 25) return sfError(400, 'INVALID_INPUT', 'compositeRequest must hold 1 to 25 subrequests');
      const out = subs.map((s) => {
        const a = sobjects(org, s.method, s.url, s.body ?? {});
        return { body: a.body ?? null, httpHeaders: {}, httpStatusCode: a.status, referenceId: s.referenceId };
      });
      return { status: 200, body: { compositeResponse: out } };
    }
    return sobjects(org, req.method, path, body);
  }

  async function control(req: Request, url: URL): Promise<Answer> {
    const body = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (url.pathname === '/__fake/orgs' && req.method === 'POST') {
      const org = seed(body);
      const code = `sf-code-${crypto.randomUUID()}`;
      codes.set(code, { org: org.id, challenge: typeof body.codeChallenge === 'string' ? body.codeChallenge : null, redirectUri: null });
      return { status: 200, body: { orgId: org.id, code } };
    }
    const m = /^\/__fake\/orgs\/(\w+)(?:\/([a-z-]+))?$/.exec(url.pathname);
    const org = m ? orgs.get(m[1]) : undefined;
    if (!m || !org) return { status: 404, body: { message: 'no such org' } };
    switch (m[2]) {
      case undefined:
        return { status: 200, body: { orgId: org.id, objects: Object.fromEntries([...org.objects].map(([k, v]) => [k, [...v.values()]])), writes: org.writes, revoked: org.revoked } };
      case 'records':
        return { status: 200, body: put(org, String(body.object), (body.values as Record<string, unknown>) ?? {}, body.id as string | undefined) };
      case 'code': {
        const code = `sf-code-${crypto.randomUUID()}`;
        codes.set(code, { org: org.id, challenge: typeof body.codeChallenge === 'string' ? body.codeChallenge : null, redirectUri: null });
        return { status: 200, body: { code } };
      }
      case 'revoke':
        org.revoked = true;
        return { status: 200, body: { ok: true } };
      case 'expire-access':
        for (const t of access.values()) if (t.org === org.id) t.expired = true;
        return { status: 200, body: { ok: true } };
      case 'fail-next':
        for (let i = 0; i < Number(body.count ?? 1); i++) org.failNext.push({ status: Number(body.status ?? 500), headers: (body.headers as Record<string, string>) ?? {}, body: body.body, match: body.match as string | undefined });
        return { status: 200, body: { ok: true } };
      case 'latency':
        org.latencyMs = Number(body.ms ?? 0);
        return { status: 200, body: { ok: true } };
      case 'batch-size':
        org.batchSize = Math.max(1, Number(body.size ?? 2000));
        return { status: 200, body: { ok: true } };
      default:
        return { status: 404, body: { message: 'unknown control route' } };
    }
  }

  const answer = async (a: Answer | Response | Promise<Answer | Response>) => {
    const x = await a;
    return x instanceof Response ? x : json(x);
  };
  return { login: { handle: (r) => answer(login(r)) }, instance: { handle: (r) => answer(instance(r)) } };
}
