// An object router through the running worker with HubSpot connected: a contact appears in HubSpot
// with no owner, HubSpot's signed webhook arrives, and the clock stops when the owner chosen by the
// demo fallback pod has been written back to HubSpot (the fake records the PATCH). The fake answers
// every call after 50 ms, so each routed object pays at least two HubSpot round trips (the changed
// records' read and the owner's write) plus the queue hops between them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { hubspotSignatureV3 } from '../worker/integrations/crm/hubspot-webhook';
import { percentile, startServer } from './support/worker-server';

const WARMUP = 5;
const OBJECTS = 60;
const VENDOR_PORT = 8906;
const PORT = 8907;
const root = process.cwd();
const VENDORS = `http://127.0.0.1:${VENDOR_PORT}`;
const HS = `${VENDORS}/api.hubapi.com`;
const SECRET = 'routewise-dev-hubspot-secret';

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
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
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
  const portal = (await post(`${HS}/__fake/portals`, {
    // Every demo member is a HubSpot owner, so whoever the demo Sales pod's turn picks is written back.
    owners: ['admin', 'manager', 'ursula', 'ravi', 'booker'].map((n, i) => ({ id: String(101 + i), email: `${n}@acme.test` })),
    contacts: [{ properties: { email: 'first@bench.example', firstname: 'First', hubspot_owner_id: '101' } }],
  })) as { portalId: number; code: string };
  const started = await api('POST', '/api/integrations/crm/hubspot/connect', {});
  const state = new URL(started.body.data.authorizeUrl).searchParams.get('state')!;
  const back = await api('GET', `/api/integrations/oauth/hubspot/callback?code=${portal.code}&state=${state}`);
  if (back.location !== '/settings/integrations/hubspot') throw new Error(`connect failed: ${back.location}`);
  let integrationId = '';
  for (let i = 0; ; i++) {
    const crm = (await api('GET', '/api/integrations/crm/hubspot')).body.data as { id: string; sync: { phase: string }[] };
    if (crm.sync.length && crm.sync.every((s) => s.phase === 'incremental')) {
      integrationId = crm.id;
      break;
    }
    if (i > 120) throw new Error('the HubSpot import did not finish');
    await new Promise((r) => setTimeout(r, 500));
  }
  const pods = (await api('GET', '/api/distribution-rules')).body.data as { id: string; kind: string }[];
  const created = await api('POST', '/api/object-routers', {
    name: 'Bench unowned contacts',
    integrationId,
    objectType: 'contact',
    trigger: { type: 'owner_empty' },
    fallbackPodId: pods.find((p) => p.kind === 'fallback_pod')!.id,
  });
  if (created.status !== 201) throw new Error(`object router: ${created.status} ${JSON.stringify(created.body)}`);
  await post(`${HS}/__fake/portals/${portal.portalId}/latency`, { ms: 50 });

  const webhookUrl = `${base}/api/public/webhooks/hubspot`;
  const patched = async (id: string) => {
    const s = (await fetch(`${HS}/__fake/portals/${portal.portalId}`).then((r) => r.json())) as {
      writes: { method: string; path: string }[];
    };
    return s.writes.some((w) => w.method === 'PATCH' && w.path.endsWith(`/contacts/${id}`));
  };
  const routeOne = async (k: number) => {
    const contact = (await post(`${HS}/__fake/portals/${portal.portalId}/records`, {
      object: 'contacts',
      properties: { email: `object-${k}@bench.example`, firstname: `Object ${k}` },
    })) as { id: string };
    const body = JSON.stringify([
      { portalId: portal.portalId, objectId: Number(contact.id), subscriptionType: 'contact.creation', occurredAt: Date.now() },
    ]);
    const ts = String(Date.now());
    const signature = await hubspotSignatureV3(SECRET, 'POST', webhookUrl, body, ts);
    const t0 = performance.now();
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': ts },
      body,
    });
    if (res.status !== 204) throw new Error(`webhook answered ${res.status}`);
    for (let i = 0; !(await patched(contact.id)); i++) {
      if (i > 3000) throw new Error(`contact ${contact.id} was not routed`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return performance.now() - t0;
  };
  for (let k = 0; k < WARMUP; k++) await routeOne(10_000 + k);
  const times: number[] = [];
  for (let k = 0; k < OBJECTS; k++) times.push(await routeOne(k));
  console.log(`router.object.p50 ${percentile(times, 50).toFixed(1)} ms`);
  console.log(`router.object.p95 ${percentile(times, 95).toFixed(1)} ms`);
} finally {
  await server.stop();
  stopVendors();
}
