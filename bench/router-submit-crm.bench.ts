// Form submission to routing decision through the running worker with HubSpot as the CRM in use:
// POST /api/public/routers/{id}/submissions against an inbound router with matching rules, 100,000 CRM
// records in the local store (generated as an import leaves them) and a mirror older than the freshness
// limit, so every submission also reads the prospect's e-mail and domain from the fake HubSpot, which
// answers each call after 50 ms. Measured at the client, as the widget sees it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { percentile, startServer } from './support/worker-server';
import { d1Execute, inboundRouter, prospectEmail } from './support/fixtures';

const RECORDS = 100_000;
const WARMUP = 20;
const SUBMISSIONS = 300;
const VENDOR_PORT = 8896;
const PORT = 8897;
// bench.mjs runs every bench from the project root (the bundle itself lives in .tmp/bench).
const root = process.cwd();
const VENDORS = `http://127.0.0.1:${VENDOR_PORT}`;
const HS = `${VENDORS}/api.hubapi.com`;

// The fakes' errors reach stderr, so a vendor server that dies says why.
const vendors = spawn(process.execPath, [path.join(root, 'scripts/fake-vendors.mjs'), String(VENDOR_PORT)], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopVendors = () => {
  try {
    process.kill(-vendors.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
let up = false;
for (let i = 0; i < 120 && !up; i++) {
  up = await fetch(`${HS}/__fake/portals/0`).then(
    () => true,
    () => false,
  );
  if (!up) await new Promise((r) => setTimeout(r, 500));
}
const server = await startServer(PORT, { VENDOR_BASE_URL: VENDORS });
try {
  const { base } = server;
  const api = server.admin.json;
  const fill = await fetch(`${base}/dev/bench/crm-fill?records=${RECORDS}`, { method: 'POST' });
  if (!fill.ok) throw new Error(`crm fill failed: ${fill.status}`);

  // Connect HubSpot as the admin's browser would: connect, the fake's consent code, the callback; the import then runs on the queue.
  const seeded = await fetch(`${HS}/__fake/portals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      owners: [
        { id: '101', email: 'ursula@acme.test' },
        { id: '102', email: 'ravi@acme.test' },
      ],
      companies: [{ id: '1', properties: { name: 'Company 1', domain: 'company1.com', hubspot_owner_id: '101' } }],
    }),
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
  const setSyncedAt = (at: number) => d1Execute(stateDir, `update crm_sync_state set synced_at = ${at}`);
  setSyncedAt(1);
  await fetch(`${HS}/__fake/portals/${portal.portalId}/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: 50 }),
  });

  const router = await inboundRouter(api, { name: 'Bench CRM router', formKey: 'BNCC' });

  const submit = async (k: number) => {
    const email = prospectEmail(k, RECORDS);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/public/routers/${router.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: { first_name: 'Bench', last_name: `Prospect ${k}`, email },
        pageUrl: 'https://www.example.com/demo',
        utm: {},
      }),
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
  if (searches < SUBMISSIONS)
    throw new Error(`only ${searches} HubSpot searches for ${SUBMISSIONS} submissions: the freshness read did not run`);
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
