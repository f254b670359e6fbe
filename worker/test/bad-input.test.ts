import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient, addOrg, addUser, apiErrorProblems, signIn, uid } from './client';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

/**
 * Walks every operation of the OpenAPI document and throws hostile input at it as a signed-in Admin
 * of a throwaway organization: wrong JSON types per property, missing and non-JSON bodies, huge
 * strings and arrays, odd ids in the path, bad query parameters. Every answer must be a JSON:API 4xx
 * or a legitimate 2xx; never a 5xx.
 */

type Op = { method: string; path: string; isPublic: boolean; body: any | null; query: string[]; params: string[] };

const spec = await (await SELF.fetch('http://127.0.0.1:8787/api/openapi.json')).json<any>();
const OPS: Op[] = Object.entries<any>(spec.paths).flatMap(([path, ops]) =>
  Object.entries<any>(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    isPublic: !op.security?.length,
    body: op.requestBody?.content?.['application/json']?.schema ?? null,
    query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
    params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name),
  })),
);
// Signing out would end the Admin's session for every later call; it takes no input anyway.
const SKIP = new Set(['POST /api/auth/logout']);
const FUZZED = OPS.filter((o) => !SKIP.has(`${o.method} ${o.path}`));

const HUGE = 'x'.repeat(10_000);
const HOSTILE_IDS = ["no-such-id' OR '1'='1'; DROP TABLE users; --", 'ünïcödé-名前-😀<script>\u0000', HUGE]
  .map(encodeURIComponent)
  .concat(['%E0%A4%A']);
const RAW_BODIES: { label: string; body?: string; type?: string }[] = [
  { label: 'no body at all' },
  { label: 'truncated JSON', body: '{"name":', type: 'application/json' },
  { label: 'plain text', body: 'hello there', type: 'text/plain' },
  { label: 'JSON array', body: '[[[[[[[[]]]]]]]]', type: 'application/json' },
];
/** A value of the wrong JSON type for a property, plus an object where a scalar is expected. */
function wrongValues(schema: any): unknown[] {
  const t = schema.type ?? schema.anyOf?.find((x: any) => x.type !== 'null')?.type ?? (schema.enum ? 'string' : undefined);
  const wrong =
    t === 'string' ? 123 : t === 'array' ? 'not-a-list' : t === 'boolean' ? 'yes' : t === 'number' || t === 'integer' ? '12abc' : [true];
  return [wrong, { $gt: '' }];
}
const WRONG_QUERY = [HUGE, "' OR 1=1 -- 😀", '%'];

/** The throwaway organization the Admin acts in; every id here may be changed or destroyed. */
let admin: TestClient;
const real: Record<string, string> = {};

beforeAll(async () => {
  const org = await addOrg({ company: 'Fuzz Org' });
  admin = await signIn(org.admin.email);
  real.accountId = org.accountId;
  const member = await addUser(org.accountId);
  real.member = member.id;
  const team = (await admin.json('POST', '/api/teams', { name: 'Fuzz team', timezone: 'UTC', memberIds: [member.id] })).body.data;
  real.team = team.id;
  real.group = (
    await admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'Fuzz group', memberIds: [member.id] })
  ).body.data.groups[0].id;
  real.invitation = (
    await admin.json('POST', '/api/invitations', { emails: [`fuzz-${uid()}@fuzz.test`], role: 'regular' })
  ).body.data[0].id;
});

/** A real id of the throwaway organization for the path parameter, where we know one. */
function realParam(path: string, name: string): string {
  if (name === 'userId') return real.member;
  const area = path.split('/')[2];
  return (
    ({ members: real.member, teams: real.team, groups: real.group, invitations: real.invitation } as Record<string, string>)[area] ??
    'unknown-id'
  );
}

const fill = (op: Op, value: (name: string) => string) => op.params.reduce((p, name) => p.replace(`{${name}}`, value(name)), op.path);

/** A plausible value per JSON schema, so that a single wrong property is what the server sees. */
function plausible(schema: any, key = ''): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausible(schema.anyOf.find((s: any) => s.type !== 'null') ?? schema.anyOf[0], key);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email' || /email/i.test(key)) return `fuzz-${uid()}@fuzz.test`;
      if (/password/i.test(key)) return 'Fuzz-pass1!';
      if (/timezone/i.test(key)) return 'UTC';
      if (/url/i.test(key)) return 'https://fuzz.test/x';
      if (/date|day/i.test(key)) return '2030-01-07';
      if (/time|start|end/i.test(key)) return '09:00';
      return `fuzz ${key}`.slice(0, schema.maxLength ?? 100);
    case 'number':
    case 'integer':
      return schema.minimum ?? 30;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries<any>(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]));
    default:
      return null;
  }
}

/** The plausible body with every property of one JSON type blown up: huge strings, or arrays of hundreds of ids. */
function bloated(schema: any, kind: 'string' | 'array'): unknown {
  const out = plausible(schema) as Record<string, unknown>;
  for (const [k, s] of Object.entries<any>(schema.properties ?? {})) {
    const t = s.type ?? s.anyOf?.find((x: any) => x.type !== 'null')?.type;
    if (t === kind) out[k] = kind === 'string' ? HUGE : Array.from({ length: 300 }, (_, i) => `id-${i}`);
  }
  return out;
}

type Attempt = { label: string; method: string; path: string; body?: string; type?: string; client?: TestClient };

/** Sends the attempts a few at a time and returns every answer that is a 5xx or not JSON:API shaped. */
async function problemsOf(attempts: Attempt[]) {
  const problems: string[] = [];
  const one = async (a: Attempt) => {
    const headers: Record<string, string> = a.type ? { 'content-type': a.type } : {};
    // A redirect (an OAuth callback sending the browser back to a page) is the answer; where it leads is the SPA's.
    const res = await (a.client ?? admin).request(a.method, a.path, a.body, headers, { redirect: 'manual' });
    const text = await res.text();
    const where = `${a.method} ${a.path.slice(0, 80)} [${a.label}] -> ${res.status}`;
    if (res.status >= 500) return problems.push(`${where} ${text.slice(0, 160)}`);
    if (res.status >= 400) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return problems.push(`${where} non-JSON error: ${text.slice(0, 80)}`);
      }
      problems.push(...apiErrorProblems(res.status, body).map((p) => `${where} ${p}`));
    } else if (text && /json/.test(res.headers.get('content-type') ?? '')) {
      try {
        JSON.parse(text);
      } catch {
        problems.push(`${where} 2xx with broken JSON`);
      }
    }
  };
  for (let i = 0; i < attempts.length; i += 10) await Promise.all(attempts.slice(i, i + 10).map(one));
  return problems;
}

function attemptsFor(op: Op): Attempt[] {
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const jsonOf = (v: unknown) => ({ body: JSON.stringify(v), type: 'application/json' });
  // A body that is a union of shapes (anyOf/oneOf) has no plausible value of its own: the raw and wrong bodies still go.
  const base = op.body ? ((plausible(op.body) ?? {}) as Record<string, unknown>) : {};
  const attempts: Attempt[] = [];
  // Odd ids in each path parameter, the others real.
  for (const name of op.params) {
    for (const id of HOSTILE_IDS) {
      const path = fill(op, (n) => (n === name ? id : realParam(op.path, n)));
      attempts.push({ label: `${name}=${id.slice(0, 24)}`, method: op.method, path, ...(hasBody ? jsonOf(base) : {}) });
    }
  }
  if (hasBody) {
    // Bodies go to real rows only where the operation validates a body; body-less writes (delete,
    // deactivate, resend, clone) get theirs against an unknown id so the fixtures survive.
    const path = fill(op, (n) => (op.body ? realParam(op.path, n) : 'unknown-id'));
    for (const raw of RAW_BODIES) attempts.push({ label: raw.label, method: op.method, path, body: raw.body, type: raw.type });
    if (op.body) {
      for (const key of Object.keys(op.body.properties ?? {})) {
        for (const wrong of wrongValues(op.body.properties[key]))
          attempts.push({
            label: `${key}=${JSON.stringify(wrong).slice(0, 20)}`,
            method: op.method,
            path,
            ...jsonOf({ ...base, [key]: wrong }),
          });
      }
      attempts.push({ label: 'huge strings', method: op.method, path, ...jsonOf(bloated(op.body, 'string')) });
      attempts.push({ label: 'arrays of 300 ids', method: op.method, path, ...jsonOf(bloated(op.body, 'array')) });
      attempts.push({
        label: 'nulls everywhere',
        method: op.method,
        path,
        ...jsonOf(Object.fromEntries(Object.keys(base).map((k) => [k, null]))),
      });
      attempts.push({
        label: 'unknown extra property',
        method: op.method,
        path,
        ...jsonOf({ ...base, isAdmin: true, accountId: 'demo-account' }),
      });
    }
  }
  if (op.method === 'GET') {
    const path = fill(op, (n) => realParam(op.path, n));
    for (const name of op.query) {
      for (const value of WRONG_QUERY)
        attempts.push({ label: `?${name}=${value.slice(0, 12)}`, method: 'GET', path: `${path}?${name}=${encodeURIComponent(value)}` });
      attempts.push({ label: `?${name} twice`, method: 'GET', path: `${path}?${name}=a&${name}=b` });
    }
    attempts.push({ label: 'unknown query parameter', method: 'GET', path: `${path}?__proto__=1&constructor=x&${'z'.repeat(100)}=1` });
  }
  return attempts;
}

describe('hostile input never causes a 5xx', () => {
  it('the OpenAPI document lists the operations this suite walks', () => {
    expect(FUZZED.length).toBeGreaterThan(30);
    expect(FUZZED.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['PATCH /api/members/{id}', 'POST /api/teams', 'POST /api/invitations', 'PATCH /api/organization']),
    );
  });

  it.each(FUZZED.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      expect(await problemsOf(attemptsFor(op))).toEqual([]);
      // Nothing above may have ended the Admin's session.
      expect((await admin.get('/api/auth/session')).status).toBe(200);
    },
    30_000,
  );
});

describe('long id lists', () => {
  // D1 binds at most 100 parameters per statement, so an unbounded id list that reaches an IN (...)
  // must be refused (or chunked) before it gets there.
  it('hundreds of ids in a list are a 4xx, never a 5xx', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `id-${i}`);
    const gone = (await addUser(real.accountId, { status: 'deactivated' })).id;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/teams', { name: 'Many', timezone: 'UTC', memberIds: ids }],
      ['POST', `/api/teams/${real.team}/members`, { userIds: ids }],
      ['PATCH', `/api/members/${real.member}`, { name: 'Many', teamIds: ids }],
      ['POST', `/api/members/${gone}/reactivate`, { role: 'regular', teamIds: ids }],
      ['POST', '/api/invitations', { emails: [`many-${uid()}@fuzz.test`], role: 'regular', teamIds: ids }],
    ];
    const statuses = [];
    for (const [method, path, body] of calls)
      statuses.push(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} -> ${(await admin.request(method, path, body)).status}`);
    expect(statuses.filter((s) => / -> 5\d\d$/.test(s))).toEqual([]);
  });
});

describe('authentication and CSRF on every operation', () => {
  it('anonymous calls to every non-public operation get a JSON:API 401', async () => {
    const anon = new TestClient();
    const problems: string[] = [];
    for (const op of OPS.filter((o) => !o.isPublic && !SKIP.has(`${o.method} ${o.path}`))) {
      const path = fill(op, (n) => realParam(op.path, n));
      const body = op.method === 'GET' ? undefined : op.body ? plausible(op.body) : {};
      const res = await anon.request(op.method, path, body);
      const json = await res.json<any>().catch(() => null);
      if (res.status !== 401) problems.push(`${op.method} ${op.path} -> ${res.status}`);
      else problems.push(...apiErrorProblems(401, json).map((p) => `${op.method} ${op.path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('every non-GET operation refuses a call without the CSRF header, or with a forged one, with 403', async () => {
    const problems: string[] = [];
    // The public booking API uses no cookies, so it has no ambient authority to forge and is exempt by design.
    for (const op of OPS.filter((o) => o.method !== 'GET' && !o.path.startsWith('/api/public/'))) {
      const path = fill(op, (n) => realParam(op.path, n));
      const body = op.body ? plausible(op.body) : {};
      for (const token of ['', 'forged.token']) {
        const res = await admin.request(op.method, path, body, { 'x-csrf-token': token });
        const json = await res.json<any>().catch(() => null);
        if (res.status !== 403 || json?.errors?.[0]?.code !== 'csrf')
          problems.push(`${op.method} ${op.path} (token '${token}') -> ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    // The Admin is still signed in: a refused logout did not sign them out.
    expect((await admin.get('/api/auth/session')).status).toBe(200);
  });
});
