import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { getDb } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../dev/seed';

const BASE = 'http://127.0.0.1:8787';

/** A browser-like client: keeps cookies and echoes the CSRF cookie on every non-GET call. */
export class TestClient {
  cookies = new Map<string, string>();
  // Each client looks like its own visitor, so per-IP rate limits do not leak between tests.
  ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has('rw_csrf')) await this.request('GET', '/api/auth/session');
    const h: Record<string, string> = { origin: BASE, 'cf-connecting-ip': this.ip, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('rw_csrf') && !('x-csrf-token' in headers)) h['x-csrf-token'] = decodeURIComponent(this.cookies.get('rw_csrf')!);
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await SELF.fetch(`${BASE}${path}`, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
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
  await seedDemo(db());
  const as = async (email: string) => new TestClient().login(email);
  return {
    admin: await as('admin@acme.test'),
    manager: await as('manager@acme.test'),
    user: await as('ursula@acme.test'),
    booker: await as('booker@acme.test'),
  };
}

/** Reads the newest e-mail sent to an address from the outbox and pulls its first link. */
export async function lastEmailLink(to: string) {
  const row = await env.DB.prepare('select text from outbox where "to" = ? order by created_at desc limit 1').bind(to).first<{ text: string }>();
  const match = row?.text.match(/https?:\/\/\S+/);
  return match?.[0] ?? null;
}
