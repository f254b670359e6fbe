// Form submission to routing decision through the running worker with HubSpot as the CRM in use:
// POST /api/public/routers/{id}/submissions against an inbound router with matching rules, 100,000 CRM
// records in the local store (generated as an import leaves them) and a mirror older than the freshness
// limit, so every submission also reads the prospect's e-mail and domain from the fake HubSpot, which
// answers each call after 50 ms. Measured at the client, as the widget sees it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { percentile, startServer } from './support/worker-server';

const RECORDS = 100_000;
const WARMUP = 20;
const SUBMISSIONS = 300;
const VENDOR_PORT = 8896;
const PORT = 8897;
// bench.mjs runs every bench from the project root (the bundle itself lives in .tmp/bench).
const root = process.cwd();
const VENDORS = `http://127.0.0.1:${VENDOR_PORT}`;
const HS = `${VENDORS}/api.hubapi.com`;

/** A browser-like admin: keeps cookies, echoes CSRF, and does not follow redirects (the OAuth callback answers one). */
async function adminClient(base: string) {
  const cookies = new Map<string, string>();
  const call = async (method: string, p: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: base, 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET' && cookies.has('rw_csrf')) headers['x-csrf-token'] = decodeURIComponent(cookies.get('rw_csrf')!);
    const res = await fetch(`${base}${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body: json, location: res.headers.get('location') };
  };
  await call('GET', '/api/auth/session?optional=1');
  await call('POST', '/api/auth/login', { email: 'admin@acme.test', password: 'Demo-pass1!' });
  return call;
}

// The fakes' errors reach stderr, so a vendor server that dies says why.
const vendors = spawn(process.execPath, [path.join(root, 'scripts/fake-vendors.mjs'), String(VENDOR_PORT)], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const stopVendors = () => {
  try {
    process.kill(-vendors.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
let up = false;
for (let i = 0; i < 120 && !up; i++) {
  up = await fetch(`${HS}/__fake/portals/0`).then(() => true, () => false);
  if (!up) await new Promise((r) => setTimeout(r, 500));
}
const server = await startServer(PORT, { VENDOR_BASE_URL: VENDORS });
try {
  const { base } = server;
  const api = await adminClient(base);
  const fill = await fetch(`${base}/dev/bench/crm-fill?records=${RECORDS}`, { method: 'POST' });
  if (!fill.ok) throw new Error(`crm fill failed: ${fill.status}`);

  // Connect HubSpot as the admin's browser would: connect, the fake's consent code, the callback; the import then runs on the queue.
  const seeded = await fetch(`${HS}/__fake/portals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owners: [{ id: '101', email: 'ursula@acme.test' }, { id: '102', email: 'ravi@acme.test' }], companies: [{ id: '1', properties: { name: 'Company 1', domain: 'company1.com', hubspot_owner_id: '101' } }] }),
  });
  const portal = (await seeded.json()) as { portalId: number; code: string };
  const started = await api('POST', '/api/integrations/crm/hubspot/connect', {});
  const state = new URL(started.body.data.authorizeUrl).searchParams.get('state')!;
  const back = await api('GET', `/api/integrations/oauth/hubspot/callback?code=${portal.code}&state=${state}`);
  if (back.location !== '/settings/integrations/hubspot') throw new Error(`connect failed: ${back.location}`);
  for (let i = 0; ; i++) {
    const sync = (await api('GET', '/api/integrations/crm/hubspot')).body.data.sync as { phase: string }[];
    if (sync.length && sync.every((s) => s.phase === 'incremental')) break;
    if (i > 120) throw new Error('the HubSpot import did not finish');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The mirror is older than the freshness limit (no cron runs here), and HubSpot answers in 50 ms.
  const stateDir = path.join(root, '.tmp', `bench-state-${PORT}`);
  const setSyncedAt = (at: number) => {
    const r = spawnSync(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--command', `update crm_sync_state set synced_at = ${at}`], { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    if (r.status !== 0) throw new Error(`could not set the mirror's age: ${r.stderr}`);
  };
  setSyncedAt(1);
  await fetch(`${HS}/__fake/portals/${portal.portalId}/latency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms: 50 }) });

  const form = (await api('POST', '/api/forms', {
    kind: 'marketing_form',
    name: 'Bench CRM demo request',
    formKey: 'BNCC',
    provider: 'custom',
    mapping: { sourceUrl: 'https://www.example.com/demo', selector: '#demo', nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' }, emailField: 'email', additionalFields: [] },
  })).body.data;
  const types = (await api('GET', '/api/meeting-types')).body.data;
  const matching = (await api('GET', '/api/matching-rules')).body.data;
  const rules = (await api('GET', '/api/distribution-rules')).body.data;
  const fallback = rules.find((r: any) => r.kind === 'fallback_pod');
  const pods = rules.filter((r: any) => r.kind === 'rule');
  const router = (await api('POST', '/api/routers', {
    name: 'Bench CRM router',
    formId: form.id,
    meetingTypeId: types.find((t: any) => t.name === 'Intro call').id,
    matchingEnabled: true,
    matchingRuleIds: matching.map((m: any) => m.id).slice(0, 6),
    distributionRuleIds: pods.map((p: any) => p.id),
    fallbackPodId: fallback?.id ?? null,
    redirects: { bookedUrl: 'https://www.example.com/booked', notBookedUrl: 'https://www.example.com/later', disqualifiedUrl: 'https://www.example.com/sorry', queryParams: [] },
    crmModule: 'lead',
    disqualifyFreeEmail: true,
  })).body.data;

  const submit = async (k: number) => {
    const i = 1 + ((k * 7919) % RECORDS);
    const email = k % 3 === 0 ? `p${i - (i % 5) + 1}@company${(i - (i % 5) + 1) % 20000}.com` : k % 3 === 1 ? `buyer${k}@company${(i / 5) | 0}.com` : `new${k}@startup${k}.io`;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/public/routers/${router.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { first_name: 'Bench', last_name: `Prospect ${k}`, email }, pageUrl: 'https://www.example.com/demo', utm: {} }),
    });
    const ms = performance.now() - t0;
    if (res.status !== 201) throw new Error(`submission ${k} answered ${res.status}: ${await res.text()}`);
    return ms;
  };
  for (let k = 0; k < WARMUP; k++) await submit(200_000 + k);
  const times: number[] = [];
  for (let k = 0; k < SUBMISSIONS; k++) times.push(await submit(k));
  // Every submission read HubSpot (mirror stale): fewer searches than submissions would mean the bench measured the mirror alone.
  const { searches } = (await fetch(`${HS}/__fake/portals/${portal.portalId}`).then((r) => r.json())) as { searches: number };
  if (searches < SUBMISSIONS) throw new Error(`only ${searches} HubSpot searches for ${SUBMISSIONS} submissions: the freshness read did not run`);
  // For comparison: the same submissions with a fresh mirror (no HubSpot read on the way).
  setSyncedAt(Date.now() + 86_400_000);
  const mirrorOnly: number[] = [];
  for (let k = 0; k < SUBMISSIONS / 3; k++) mirrorOnly.push(await submit(300_000 + k));
  console.log(`router.submit.crm.p50 ${percentile(times, 50).toFixed(1)} ms`);
  console.log(`router.submit.crm.p95 ${percentile(times, 95).toFixed(1)} ms`);
  console.log(`router.submit.crm.mirror.p95 ${percentile(mirrorOnly, 95).toFixed(1)} ms`);
} finally {
  await server.stop();
  stopVendors();
}
