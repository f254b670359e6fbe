// Rebuilds an organization's report rollups from its raw routing sessions and meetings, through the
// admin-only API (POST /api/reports/rollups/rebuild), against a running app: local or deployed.
//
//   node scripts/rebuild-rollups.mjs --url http://127.0.0.1:8787 --email admin@acme.test
//
// The password is read from RW_PASSWORD (or asked for). The rebuild is one D1 transaction: events
// handled meanwhile find their guard broken and change nothing, so it can run during traffic.
import { createInterface } from 'node:readline/promises';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', process.env.APP_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
const email = arg('email', process.env.RW_EMAIL);
if (!email) {
  console.error('usage: node scripts/rebuild-rollups.mjs --url <app url> --email <admin e-mail>  (password in RW_PASSWORD)');
  process.exit(2);
}
let password = process.env.RW_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`Password for ${email}: `);
  rl.close();
}

const cookies = new Map();
async function call(method, path, body) {
  const headers = { origin: base, 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method !== 'GET' && cookies.has('rw_csrf')) headers['x-csrf-token'] = decodeURIComponent(cookies.get('rw_csrf'));
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    cookies.set(pair.slice(0, i), pair.slice(i + 1));
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

await call('GET', '/api/auth/session?optional=1');
const login = await call('POST', '/api/auth/login', { email, password });
if (login.status !== 200) {
  console.error(`sign-in failed (${login.status}): ${login.body?.errors?.[0]?.detail ?? ''}`);
  process.exit(1);
}
const started = Date.now();
const res = await call('POST', '/api/reports/rollups/rebuild');
if (res.status !== 200) {
  console.error(`rebuild failed (${res.status}): ${res.body?.errors?.[0]?.detail ?? JSON.stringify(res.body)}`);
  process.exit(1);
}
console.log(`Rollups rebuilt from the raw rows in ${((Date.now() - started) / 1000).toFixed(1)} s (days in ${res.body.data.timezone}).`);
