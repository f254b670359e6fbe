import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { getDb } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../dev/seed';
import { hashPassword, insertAccountStmt, insertUserStmt } from '../features/auth/service';
import { renderPending } from '../features/mail/parts/delivery';
import type { Role } from '../contracts/common';

/** The origin every test request is sent from and to (wrangler dev's address, which the CSRF check trusts). */
export const BASE = 'http://127.0.0.1:8787';

/** A browser-like client: keeps cookies and echoes the CSRF cookie on every non-GET call. */
export class TestClient {
  cookies = new Map<string, string>();
  // Each client looks like its own visitor, so per-IP rate limits do not leak between tests.
  ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    init: Pick<RequestInit, 'redirect'> = {},
  ) {
    if (method !== 'GET' && !this.cookies.has('rw_csrf')) await this.request('GET', '/api/auth/session');
    const h: Record<string, string> = { origin: BASE, 'cf-connecting-ip': this.ip, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('rw_csrf') && !('x-csrf-token' in headers))
      h['x-csrf-token'] = decodeURIComponent(this.cookies.get('rw_csrf')!);
    if (body !== undefined && !('content-type' in headers)) h['content-type'] = 'application/json';
    const res = await SELF.fetch(`${BASE}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/max-age=0/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  del = (path: string) => this.request('DELETE', path);

  async json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async login(email: string, password = DEMO_PASSWORD) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
    return this;
  }
}

export const db = () => getDb(env.DB);

/** Seeds the demo organization and returns signed-in clients for each demo role. */
export async function demo() {
  await seedDemo(db(), undefined, { passwordHash: passwordHash() });
  const as = async (email: string) => new TestClient().login(email);
  return {
    admin: await as('admin@acme.test'),
    manager: await as('manager@acme.test'),
    user: await as('ursula@acme.test'),
    booker: await as('booker@acme.test'),
  };
}

/**
 * Renders the meeting e-mails written as facts, as the mail queue consumer does a moment after the
 * booking: call before reading an e-mail's subject, text or invite straight from the outbox.
 */
export const renderOutbox = () => renderPending(db());

/** Reads the newest e-mail sent to an address from the outbox and pulls its first link. */
export async function lastEmailLink(to: string) {
  await renderOutbox();
  const row = await env.DB.prepare('select text from outbox where "to" = ? order by created_at desc limit 1')
    .bind(to)
    .first<{ text: string }>();
  const match = row?.text.match(/https?:\/\/\S+/);
  return match?.[0] ?? null;
}

// ---- Helpers for the members, teams, organization, tenancy and bad-input suites ----

let demoHash: Promise<string> | null = null;
/**
 * The demo password's hash for the users tests insert (and the demo organization they seed), computed once per
 * file with 1,000 PBKDF2 rounds instead of the product's 100,000. A stored hash names its rounds, so signing in
 * checks it by the same code at a hundredth of the CPU: the project signs in well over a thousand times, at about
 * 90 ms each with the product's rounds. Users made through the product (sign-up, invitations, SCIM) get its rounds.
 */
export const passwordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD, 1_000));

/** A short unique suffix for e-mails and names, so tests never collide however they are ordered. */
export const uid = () => crypto.randomUUID().replace(/-/g, '').slice(0, 10);

type NewUser = { email?: string; name?: string; role?: Role; isBooker?: boolean; status?: 'active' | 'deactivated' | 'deleted' };

/** Inserts a user straight into an organization (as the seed does); they can sign in with the demo password. */
export async function addUser(accountId: string, u: NewUser = {}) {
  const id = crypto.randomUUID();
  const email = u.email ?? `user-${uid()}@example.test`;
  const name = u.name ?? `User ${uid()}`;
  await insertUserStmt(db(), {
    id,
    accountId,
    email,
    name,
    role: u.role ?? 'regular',
    isBooker: u.isBooker ?? false,
    status: u.status ?? 'active',
    discardedAt: u.status && u.status !== 'active' ? Date.now() : null,
    timezone: 'UTC',
    passwordHash: await passwordHash(),
    createdAt: Date.now(),
  }).run();
  return { id, email, name };
}

/** Creates an organization with one Admin (through the seed's service functions) and returns its ids. */
export async function addOrg(opts: { company?: string; domain?: string; signupMode?: 'invite_only' | 'allowed_domains' } = {}) {
  const accountId = `org-${uid()}`;
  const domain = opts.domain ?? `${uid()}.test`;
  await insertAccountStmt(db(), {
    id: accountId,
    company: opts.company ?? `Company ${uid()}`,
    emailDomain: domain,
    domainAllowlist: [domain],
    signupMode: opts.signupMode ?? 'invite_only',
    defaultTimezone: 'UTC',
    createdAt: Date.now(),
  }).run();
  const admin = await addUser(accountId, { email: `admin-${uid()}@${domain}`, role: 'super_admin', name: 'Org Admin' });
  return { accountId, domain, admin };
}

/** A signed-in client for any user with the demo password. */
export const signIn = (email: string, password = DEMO_PASSWORD) => new TestClient().login(email, password);

/** The token in the newest invitation e-mail to an address. */
export async function invitationToken(to: string) {
  const link = await lastEmailLink(to);
  if (!link) throw new Error(`no e-mail to ${to}`);
  return decodeURIComponent(new URL(link).pathname.split('/').pop()!);
}

/** Accepts an invitation by its token from a fresh client, which ends up signed in when the token is good. */
export async function acceptToken(token: string, name = 'Invited Person', password = 'Accept-pass1!') {
  const c = new TestClient();
  const res = await c.json('POST', '/api/auth/accept-invitation', { token, name, password, confirmPassword: password });
  return { client: c, token, ...res };
}

/** Accepts the newest invitation sent to `to` from a fresh client, which ends up signed in. */
export const acceptInvitation = async (to: string, name = 'Invited Person') => acceptToken(await invitationToken(to), name);

/** Reads a JSON:API error body and checks its shape: `{ errors: [{ status, code, detail }] }` matching the HTTP status. */
export function apiErrorProblems(status: number, body: any): string[] {
  const problems: string[] = [];
  if (!body || !Array.isArray(body.errors) || body.errors.length === 0)
    return [`no errors array in ${JSON.stringify(body)?.slice(0, 200)}`];
  for (const e of body.errors) {
    if (typeof e.status !== 'string' || typeof e.code !== 'string' || typeof e.detail !== 'string')
      problems.push(`bad error object ${JSON.stringify(e).slice(0, 200)}`);
  }
  if (body.errors[0].status !== String(status)) problems.push(`errors[0].status ${body.errors[0].status} != HTTP ${status}`);
  return problems;
}

/** A multipart upload as the browser sends it: the session cookie, the CSRF header, field `files` (and `kind` when given). */
export async function uploadFile(client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, kind?: string) {
  await client.get('/api/auth/session');
  const form = new FormData();
  form.append('files', new File([bytes], name, { type }));
  if (kind) form.append('kind', kind);
  const res = await SELF.fetch(`${BASE}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: {
      origin: BASE,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': decodeURIComponent(client.cookies.get('rw_csrf')!),
    },
  });
  return { status: res.status, body: (await res.json()) as any };
}
