import { queueFailures, respond, seedRecords, type Answer } from './crm-oauth-kit';
import { controlBody } from './kit';

/**
 * A strict stand-in for a Freshsales (Freshworks CRM) account at acme.myfreshworks.com: /crm/sales/api
 * contacts, leads, sales_accounts and deals (views and their listing with page/per_page <= 100 and sort,
 * filtered_search on updated_at, lookup by email or website, create and update wrapped in the entity
 * name), settings fields and selector owners. Auth is `Authorization: Token token=<key>`; anything
 * else, a revoked key or a key containing "invalid" answers 401 {login: "failed"}. State is per API
 * key. Control routes (x-fake-key header): POST /__fake/{records,users,fail-next,revoke}, GET /__fake/state.
 */
export const FRESHSALES_HOST = 'acme.myfreshworks.com';

type Rec = Record<string, unknown> & { id: number; updated_at: string };
type Tenant = {
  records: Map<string, Map<number, Rec>>;
  users: { id: number; display_name: string; email: string; is_active: boolean }[];
  failNext: Answer[];
  revoked: boolean;
  calls: { method: string; path: string; body: unknown }[];
};

const ENTITIES: Record<string, string> = { contacts: 'contact', leads: 'lead', sales_accounts: 'sales_account', deals: 'deal' };
const BY_SINGULAR = Object.fromEntries(Object.entries(ENTITIES).map(([p, s]) => [s, p]));
const FIELDS: Record<
  string,
  { name: string; label: string; type: string; choices?: { id: number; value: string }[]; visible: boolean; read_only?: boolean }[]
> = {
  contacts: [
    { name: 'first_name', label: 'First name', type: 'text', visible: true },
    { name: 'last_name', label: 'Last name', type: 'text', visible: true },
    { name: 'email', label: 'Email', type: 'email', visible: true },
    { name: 'owner_id', label: 'Sales owner', type: 'dropdown', visible: true },
    {
      name: 'cf_segment',
      label: 'Segment',
      type: 'dropdown',
      visible: true,
      choices: [
        { id: 1, value: 'SMB' },
        { id: 2, value: 'Enterprise' },
      ],
    },
    { name: 'updated_at', label: 'Updated at', type: 'datetime', visible: true, read_only: true },
    { name: 'hidden_thing', label: 'Hidden', type: 'text', visible: false },
  ],
  leads: [
    { name: 'last_name', label: 'Last name', type: 'text', visible: true },
    { name: 'email', label: 'Email', type: 'email', visible: true },
    { name: 'company', label: 'Company', type: 'lookup', visible: true },
  ],
  sales_accounts: [
    { name: 'name', label: 'Name', type: 'text', visible: true },
    { name: 'website', label: 'Website', type: 'url', visible: true },
    { name: 'number_of_employees', label: 'Employees', type: 'number', visible: true },
  ],
  deals: [
    { name: 'name', label: 'Name', type: 'text', visible: true },
    { name: 'amount', label: 'Amount', type: 'currency', visible: true },
  ],
};

const fserr = (status: number, message: string): Answer => ({ status, body: { errors: { code: status, message: [message] } } });

export function createFakeFreshsales() {
  const tenants = new Map<string, Tenant>();
  let nextId = 70_000;
  const tenant = (key: string) => {
    let t = tenants.get(key);
    if (!t)
      tenants.set(
        key,
        (t = {
          records: new Map(Object.keys(ENTITIES).map((e) => [e, new Map()])),
          users: [{ id: 11, display_name: 'Olive Owner', email: 'owner@acme.test', is_active: true }],
          failNext: [],
          revoked: false,
          calls: [],
        }),
      );
    return t;
  };
  const put = (t: Tenant, plural: string, rec: Record<string, unknown>, at = Date.now()) => {
    const id = Number(rec.id ?? ++nextId);
    const prev = t.records.get(plural)!.get(id);
    const next = { owner_id: t.users[0].id, ...prev, ...rec, id, updated_at: String(rec.updated_at ?? new Date(at).toISOString()) } as Rec;
    if (typeof next.email === 'string') next.email = next.email.toLowerCase();
    t.records.get(plural)!.set(id, next);
    return next;
  };
  const sorted = (rows: Rec[], url: URL) => {
    const out =
      url.searchParams.get('sort') === 'updated_at'
        ? rows.sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || a.id - b.id)
        : rows.sort((a, b) => a.id - b.id);
    return url.searchParams.get('sort_type') === 'desc' ? out.reverse() : out;
  };
  const paged = (plural: string, rows: Rec[], url: URL): Answer => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const per = Number(url.searchParams.get('per_page') ?? 25);
    if (!Number.isInteger(per) || per < 1 || per > 100) return fserr(400, 'per_page must be between 1 and 100');
    return {
      status: 200,
      body: {
        [plural]: rows.slice((page - 1) * per, page * per),
        meta: { total_pages: Math.max(1, Math.ceil(rows.length / per)), total: rows.length },
      },
    };
  };

  function write(t: Tenant, plural: string, id: number | null, body: Record<string, unknown>): Answer {
    const singular = ENTITIES[plural];
    const rec = body?.[singular] as Record<string, unknown> | undefined;
    if (!rec || typeof rec !== 'object') return fserr(400, `${singular} is required`);
    if (rec.owner_id !== undefined && !t.users.some((u) => u.id === rec.owner_id)) return fserr(400, 'Owner is invalid');
    if (id === null) {
      if ((plural === 'contacts' || plural === 'leads') && !rec.last_name && !rec.email)
        return fserr(400, 'Last name or email is mandatory');
      if (plural === 'sales_accounts' && !rec.name) return fserr(400, 'Name is mandatory');
      return { status: 200, body: { [singular]: put(t, plural, { ...rec, id: undefined }) } };
    }
    const existing = t.records.get(plural)!.get(id);
    if (!existing) return fserr(404, 'Record not found');
    const custom = rec.custom_field ? { custom_field: { ...(existing.custom_field as object), ...(rec.custom_field as object) } } : {};
    return { status: 200, body: { [singular]: put(t, plural, { ...rec, ...custom, id, updated_at: undefined }) } };
  }

  async function api(req: Request, url: URL): Promise<Answer> {
    const key = /^Token token=(\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!key || key.includes('invalid') || tenant(key).revoked)
      return { status: 401, body: { login: 'failed', message: 'Incorrect or expired API key' } };
    const t = tenant(key);
    let body: Record<string, unknown> | null = null;
    if (req.method === 'POST' || req.method === 'PUT') {
      if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json')
        return fserr(415, 'Content-Type must be application/json');
      body = (await req.json().catch(() => undefined)) as Record<string, unknown>;
      if (!body || typeof body !== 'object') return fserr(400, 'Malformed JSON');
    }
    t.calls.push({ method: req.method, path: url.pathname + url.search, body });
    const canned = t.failNext.shift();
    if (canned) return canned;
    const path = url.pathname.replace(/^\/crm\/sales\/api/, '');
    if (path === url.pathname) return fserr(404, 'Not found');
    const parts = path.split('/').filter(Boolean);
    if (path === '/selector/owners' && req.method === 'GET') return { status: 200, body: { users: t.users } };
    if (parts[0] === 'settings' && parts[2] === 'fields' && FIELDS[parts[1]]) return { status: 200, body: { fields: FIELDS[parts[1]] } };
    if (path === '/lookup' && req.method === 'GET') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const f = url.searchParams.get('f') ?? '';
      const entities = (url.searchParams.get('entities') ?? '').split(',').filter(Boolean);
      if (!q || !['email', 'website', 'name', 'phone'].includes(f) || !entities.length || entities.some((e) => !BY_SINGULAR[e]))
        return fserr(400, 'q, f and entities are required');
      const out: Record<string, unknown> = {};
      for (const e of entities) {
        const plural = BY_SINGULAR[e];
        const rows = [...t.records.get(plural)!.values()].filter(
          (r) =>
            String(r[f] ?? '')
              .toLowerCase()
              .replace(/^https?:\/\/(www\.)?/, '') === q,
        );
        out[plural] = { [plural]: rows };
      }
      return { status: 200, body: out };
    }
    if (parts[0] === 'filtered_search' && req.method === 'POST') {
      const plural = BY_SINGULAR[parts[1] ?? ''];
      if (!plural) return fserr(404, 'Not found');
      const rules = (body as { filter_rule?: { attribute?: string; operator?: string; value?: string }[] }).filter_rule;
      if (!Array.isArray(rules) || !rules.length) return fserr(400, 'filter_rule is required');
      let rows = [...t.records.get(plural)!.values()];
      for (const r of rules) {
        if (r.attribute !== 'updated_at' || r.operator !== 'is_after' || !Number.isFinite(Date.parse(r.value ?? '')))
          return fserr(400, `Unsupported filter ${r.attribute} ${r.operator}`);
        rows = rows.filter((x) => Date.parse(x.updated_at) > Date.parse(r.value!));
      }
      return paged(plural, sorted(rows, url), url);
    }
    const plural = parts[0];
    if (!ENTITIES[plural]) return fserr(404, 'Not found');
    if (parts[1] === 'filters' && req.method === 'GET')
      return {
        status: 200,
        body: {
          filters: [
            { id: 501, name: `My ${plural}` },
            { id: 502, name: `All ${plural.replace('sales_accounts', 'Accounts')}` },
          ],
        },
      };
    if (parts[1] === 'view' && req.method === 'GET')
      return parts[2] === '502' || parts[2] === '501'
        ? paged(plural, sorted([...t.records.get(plural)!.values()], url), url)
        : fserr(404, 'View not found');
    if (parts.length === 1 && req.method === 'POST') return write(t, plural, null, body!);
    if (parts.length === 2 && /^\d+$/.test(parts[1]) && req.method === 'PUT') return write(t, plural, Number(parts[1]), body!);
    return fserr(405, 'Method not allowed');
  }

  async function control(req: Request, url: URL): Promise<Answer> {
    const key = req.headers.get('x-fake-key');
    if (!key) return { status: 400, body: { error: 'x-fake-key header required' } };
    const t = tenant(key);
    const input = await controlBody(req);
    switch (url.pathname) {
      case '/__fake/state':
        return { status: 200, body: { records: Object.fromEntries([...t.records].map(([k, v]) => [k, [...v.values()]])), calls: t.calls } };
      case '/__fake/records':
        return seedRecords(input, (r, at) => put(t, String(input.entity), r, at));
      case '/__fake/users':
        t.users.push(...((input.users ?? []) as Tenant['users']));
        return { status: 204 };
      case '/__fake/revoke':
        t.revoked = true;
        return { status: 204 };
      case '/__fake/fail-next':
        return queueFailures(t.failNext, input, (status) =>
          status === 429
            ? {
                status,
                body: { errors: { code: 429, message: ['Too many requests'] } },
                headers: { 'retry-after': String(input.retryAfter ?? 1), 'x-ratelimit-remaining': '0' },
              }
            : fserr(status, 'Canned failure from the fake'),
        );
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  return {
    async handle(req: Request) {
      const url = new URL(req.url);
      return respond(url.pathname.startsWith('/__fake/') ? await control(req, url) : await api(req, url));
    },
  };
}
