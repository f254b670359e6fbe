import { jsonBody, oauthControl, oauthServer, respond, type Answer, type OAuthAccount } from './crm-oauth-kit';

/**
 * A strict stand-in for Zoho CRM: accounts.zoho.com (OAuth v2 authorize and token; a dead refresh
 * token answers 200 {"error":"invalid_code"} as Zoho does; a refresh takes client_id and client_secret
 * as form fields only, HTTP Basic is refused) and www.zohoapis.com (REST v2: org, records
 * with page/per_page <= 200, sort and If-Modified-Since (304 when nothing changed, 204 when empty),
 * search by email or criteria, upsert with duplicate_check_fields and per-record errors, update, active
 * users, settings/fields). Tokens go in `Authorization: Zoho-oauthtoken ...`; anything else is 401
 * INVALID_TOKEN. Control routes on the API host: POST /__fake/connect, and under /__fake/orgs/:id/:
 * records, users, expire-access, revoke, fail-next; GET /__fake/orgs/:id. POST /__fake/code { redirectUri }
 * answers a one-time code for a new org (what the consent page would hand the browser).
 */
export const ZOHO_ACCOUNTS_HOST = 'accounts.zoho.com';
export const ZOHO_API_HOST = 'www.zohoapis.com';
export const FAKE_ZOHO_CLIENT = { id: 'routewise-dev-zoho', secret: 'routewise-dev-zoho-secret' };

type Rec = Record<string, unknown> & { id: string; Modified_Time: string };
type Org = OAuthAccount & {
  modules: Map<string, Map<string, Rec>>;
  users: { id: string; email: string; full_name: string; status: string }[];
};

const MODULES = ['Leads', 'Contacts', 'Accounts', 'Deals'];
const FIELDS: Record<
  string,
  { api_name: string; field_label: string; data_type: string; read_only?: boolean; pick_list_values?: { actual_value: string }[] }[]
> = {
  Leads: [
    { api_name: 'Email', field_label: 'Email', data_type: 'email' },
    { api_name: 'Last_Name', field_label: 'Last Name', data_type: 'text' },
    { api_name: 'Company', field_label: 'Company', data_type: 'text' },
    {
      api_name: 'Lead_Source',
      field_label: 'Lead Source',
      data_type: 'picklist',
      pick_list_values: [{ actual_value: '-None-' }, { actual_value: 'Web' }, { actual_value: 'Partner' }],
    },
    { api_name: 'Owner', field_label: 'Lead Owner', data_type: 'ownerlookup' },
  ],
  Contacts: [
    { api_name: 'Email', field_label: 'Email', data_type: 'email' },
    { api_name: 'Last_Name', field_label: 'Last Name', data_type: 'text' },
    { api_name: 'Account_Name', field_label: 'Account Name', data_type: 'lookup' },
    { api_name: 'Owner', field_label: 'Contact Owner', data_type: 'ownerlookup' },
  ],
  Accounts: [
    { api_name: 'Account_Name', field_label: 'Account Name', data_type: 'text' },
    { api_name: 'Website', field_label: 'Website', data_type: 'website' },
    {
      api_name: 'Industry',
      field_label: 'Industry',
      data_type: 'picklist',
      pick_list_values: [{ actual_value: 'Software' }, { actual_value: 'Retail' }],
    },
    { api_name: 'Employees', field_label: 'Employees', data_type: 'integer' },
  ],
  Deals: [
    { api_name: 'Deal_Name', field_label: 'Deal Name', data_type: 'text' },
    { api_name: 'Amount', field_label: 'Amount', data_type: 'currency' },
    { api_name: 'Modified_Time', field_label: 'Modified Time', data_type: 'datetime', read_only: true },
  ],
};

const zerr = (status: number, code: string, message: string, details: Record<string, unknown> = {}): Answer => ({
  status,
  body: { code, details, message, status: 'error' },
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export function createFakeZoho() {
  let nextId = 4_000_000_000_000;
  const server = oauthServer<Org>({
    vendor: 'Zoho',
    client: FAKE_ZOHO_CLIENT,
    accessTtlSeconds: 3600,
    tokenExtras: () => ({ api_domain: `https://${ZOHO_API_HOST}`, scope: 'ZohoCRM.modules.ALL ZohoCRM.users.READ' }),
    deadGrant: () => ({ status: 200, body: { error: 'invalid_code' } }),
    unauthorized: () => zerr(401, 'INVALID_TOKEN', 'invalid oauth token'),
    redirectExtras: { location: 'us', 'accounts-server': `https://${ZOHO_ACCOUNTS_HOST}` },
    newAccount: (id) => ({
      id,
      revoked: false,
      failNext: [],
      calls: [],
      modules: new Map(MODULES.map((m) => [m, new Map()])),
      users: [{ id: `${id}-u1`, email: 'owner@acme.test', full_name: 'Olive Owner', status: 'active' }],
    }),
  });

  const put = (org: Org, module: string, rec: Record<string, unknown>, at = Date.now()) => {
    const id = String(rec.id ?? ++nextId);
    const prev = org.modules.get(module)!.get(id);
    const next = { ...prev, ...rec, id, Modified_Time: String(rec.Modified_Time ?? iso(at)) } as Rec;
    org.modules.get(module)!.set(id, next);
    return next;
  };
  const withOwner = (org: Org, r: Rec) => {
    const ownerId = (r.Owner as { id?: string } | undefined)?.id;
    const u = org.users.find((x) => x.id === ownerId);
    return u ? { ...r, Owner: { id: u.id, name: u.full_name, email: u.email } } : r;
  };

  function list(org: Org, module: string, url: URL, req: Request): Answer {
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 200);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) return zerr(400, 'INVALID_DATA', 'per_page must be between 1 and 200');
    if (page * perPage > 2000) return zerr(400, 'DISCRETE_PAGINATION_LIMIT_EXCEEDED', 'cannot fetch more than 2000 records with page');
    const sinceRaw = req.headers.get('if-modified-since');
    const since = sinceRaw ? Date.parse(sinceRaw) : null;
    if (sinceRaw && !Number.isFinite(since)) return zerr(400, 'INVALID_DATA', 'invalid If-Modified-Since');
    let rows = [...org.modules.get(module)!.values()].filter((r) => since === null || Date.parse(r.Modified_Time) > since!);
    if (url.searchParams.get('sort_by') === 'Modified_Time')
      rows = rows.sort((a, b) => Date.parse(a.Modified_Time) - Date.parse(b.Modified_Time) || a.id.localeCompare(b.id));
    if (url.searchParams.get('sort_order') === 'desc') rows.reverse();
    if (!rows.length) return { status: since !== null ? 304 : 204 };
    const data = rows.slice((page - 1) * perPage, page * perPage).map((r) => withOwner(org, r));
    return {
      status: 200,
      body: { data, info: { per_page: perPage, count: data.length, page, more_records: page * perPage < rows.length } },
    };
  }

  function search(org: Org, module: string, url: URL): Answer {
    const email = url.searchParams.get('email')?.toLowerCase();
    const criteria = url.searchParams.get('criteria');
    if (!email && !criteria)
      return zerr(400, 'REQUIRED_PARAM_MISSING', 'One of the expected parameter is missing', { param_name: 'criteria' });
    const conds = criteria ? [...criteria.matchAll(/\((\w+):equals:([^()]+)\)/g)].map((m) => [m[1], m[2].toLowerCase()] as const) : [];
    if (criteria && !conds.length) return zerr(400, 'INVALID_QUERY', 'invalid criteria');
    const rows = [...org.modules.get(module)!.values()].filter((r) =>
      email ? String(r.Email ?? '').toLowerCase() === email : conds.some(([k, v]) => String(r[k] ?? '').toLowerCase() === v),
    );
    return rows.length
      ? { status: 200, body: { data: rows.map((r) => withOwner(org, r)), info: { count: rows.length, more_records: false } } }
      : { status: 204 };
  }

  function upsert(org: Org, module: string, body: { data?: Record<string, unknown>[]; duplicate_check_fields?: string[] }): Answer {
    if (!Array.isArray(body.data) || body.data.length < 1 || body.data.length > 100)
      return zerr(400, 'INVALID_DATA', 'data must hold 1 to 100 records');
    const keys = body.duplicate_check_fields ?? (module === 'Accounts' ? ['Account_Name'] : ['Email']);
    const data = body.data.map((rec) => {
      if ((module === 'Leads' || module === 'Contacts') && !rec.Last_Name)
        return { code: 'MANDATORY_NOT_FOUND', details: { api_name: 'Last_Name' }, message: 'required field not found', status: 'error' };
      const owner = (rec.Owner as { id?: string } | undefined)?.id;
      if (rec.Owner !== undefined && !org.users.some((u) => u.id === owner))
        return { code: 'INVALID_DATA', details: { api_name: 'Owner' }, message: 'invalid data', status: 'error' };
      const existing = [...org.modules.get(module)!.values()].find((r) =>
        keys.some((k) => rec[k] !== undefined && String(r[k] ?? '').toLowerCase() === String(rec[k]).toLowerCase()),
      );
      const saved = put(org, module, { ...rec, ...(existing ? { id: existing.id } : { Owner: rec.Owner ?? { id: org.users[0].id } }) });
      return {
        code: 'SUCCESS',
        duplicate_field: existing ? keys[0] : null,
        action: existing ? 'update' : 'insert',
        details: { id: saved.id, Modified_Time: saved.Modified_Time },
        message: existing ? 'record updated' : 'record added',
        status: 'success',
      };
    });
    const failed = data.filter((d) => d.status === 'error').length;
    return { status: failed === 0 ? 200 : failed === data.length ? 400 : 207, body: { data } };
  }

  function update(org: Org, module: string, body: { data?: Record<string, unknown>[] }): Answer {
    if (!Array.isArray(body.data) || body.data.length < 1 || body.data.length > 100)
      return zerr(400, 'INVALID_DATA', 'data must hold 1 to 100 records');
    const data = body.data.map((rec) => {
      const existing = org.modules.get(module)!.get(String(rec.id ?? ''));
      if (!existing)
        return { code: 'INVALID_DATA', details: { api_name: 'id' }, message: 'the related id given seems to be invalid', status: 'error' };
      for (const [k, v] of Object.entries(rec))
        if (v && typeof v === 'object' && 'id' in v && !org.users.some((u) => u.id === (v as { id: string }).id) && k === 'Owner')
          return { code: 'INVALID_DATA', details: { api_name: k }, message: 'invalid data', status: 'error' };
      const saved = put(org, module, { ...rec, Modified_Time: undefined });
      return {
        code: 'SUCCESS',
        details: { id: saved.id, Modified_Time: saved.Modified_Time },
        message: 'record updated',
        status: 'success',
      };
    });
    const failed = data.filter((d) => d.status === 'error').length;
    return { status: failed === 0 ? 200 : failed === data.length ? 400 : 207, body: { data } };
  }

  async function api(req: Request, url: URL): Promise<Answer> {
    const auth = server.bearer(req, 'Zoho-oauthtoken');
    if ('status' in auth) return auth;
    const org = auth;
    const body = await jsonBody(req);
    if (body === undefined) return zerr(400, 'INVALID_DATA', 'body must be JSON');
    org.calls.push({ method: req.method, path: url.pathname + url.search, body });
    const canned = org.failNext.shift();
    if (canned) return canned;
    const parts = url.pathname.split('/').filter(Boolean); // crm, v2, ...
    if (parts[0] !== 'crm' || parts[1] !== 'v2')
      return zerr(404, 'INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one');
    const [, , a, b] = parts;
    if (a === 'org' && req.method === 'GET') return { status: 200, body: { org: [{ id: org.id, company_name: `Zoho org ${org.id}` }] } };
    if (a === 'users' && req.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const per = Number(url.searchParams.get('per_page') ?? 200);
      const users = org.users.filter((u) => url.searchParams.get('type') !== 'ActiveUsers' || u.status === 'active');
      const slice = users.slice((page - 1) * per, page * per);
      return slice.length
        ? {
            status: 200,
            body: { users: slice, info: { page, per_page: per, count: slice.length, more_records: page * per < users.length } },
          }
        : { status: 204 };
    }
    if (a === 'settings' && b === 'fields' && req.method === 'GET') {
      const m = url.searchParams.get('module') ?? '';
      return FIELDS[m]
        ? { status: 200, body: { fields: FIELDS[m] } }
        : zerr(400, 'INVALID_MODULE', 'the module name given seems to be invalid');
    }
    if (!MODULES.includes(a)) return zerr(400, 'INVALID_MODULE', 'the module name given seems to be invalid');
    if (b === 'search' && req.method === 'GET') return search(org, a, url);
    if (b === 'upsert' && req.method === 'POST') return upsert(org, a, body as never);
    if (b === undefined && req.method === 'GET') return list(org, a, url, req);
    if (b === undefined && req.method === 'PUT') return update(org, a, body as never);
    return zerr(405, 'METHOD_NOT_ALLOWED', 'method not allowed');
  }

  const control = oauthControl(server, {
    accounts: 'orgs',
    idKey: 'orgId',
    noun: 'org',
    state: (org) => ({
      modules: Object.fromEntries([...org.modules].map(([k, v]) => [k, [...v.values()]])),
      users: org.users,
      calls: org.calls,
    }),
    put: (org, input, r, at) => put(org, String(input.module), r, at),
    failure: (status, input) =>
      status === 429
        ? {
            status,
            body: { code: 'TOO_MANY_REQUESTS', message: 'too many requests', status: 'error' },
            headers: { 'retry-after': String(input.retryAfter ?? 1) },
          }
        : zerr(status, 'INTERNAL_ERROR', 'Canned failure from the fake'),
  });

  // Zoho documents its token endpoint (code exchange and refresh) with client_id and client_secret as
  // parameters: a request that brings them any other way (HTTP Basic) is refused as an unknown client.
  async function refreshRefused(req: Request): Promise<Answer | null> {
    const form = new URLSearchParams(await req.clone().text());
    if (!req.headers.has('authorization') && form.get('client_id') && form.get('client_secret')) return null;
    return { status: 401, body: { error: 'invalid_client' } };
  }

  return {
    accounts: {
      async handle(req: Request) {
        const url = new URL(req.url);
        if (url.pathname === '/oauth/v2/auth' && req.method === 'GET') return respond(server.authorizePage(url));
        if (url.pathname === '/oauth/v2/token') return respond((await refreshRefused(req)) ?? (await server.token(req)));
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
