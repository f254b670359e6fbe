// Product usage through the running worker: usage events accepted per second on Segment's batch endpoint
// (batches of 500 calls, 4 in flight), and the accounts list with its usage score column over 100,000
// accounts (p95 of 100 page loads, half of them filtered to scores of 70 and above).
import { startServer } from './support/worker-server';

const server = await startServer(8811);
try {
  const admin = server.admin;
  const settings = await admin.json('PUT', '/api/product-usage/settings/user', { events: ['Login', 'Report Created'], periodDays: 14 });
  if (settings.status !== 200) throw new Error(`settings failed: ${settings.status}`);
  await admin.json('PUT', '/api/product-usage/settings/account', { events: ['Login'], periodDays: 7 });
  const key = (await admin.json('POST', '/api/product-usage/segment-key')).body.data.value as string;
  const headers = { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`, 'content-type': 'application/json' };
  const BATCHES = 40;
  const PER_BATCH = 500;
  const batch = (b: number) => ({
    sentAt: new Date().toISOString(),
    batch: Array.from({ length: PER_BATCH }, (_, i) => ({
      type: 'track',
      event: i % 2 ? 'Login' : 'Report Created',
      userId: `user${(b * PER_BATCH + i) % 2000}@company${(b * PER_BATCH + i) % 400}.com`,
      messageId: `bench-${b}-${i}-${Date.now()}`,
      timestamp: new Date(Date.now() - (i % 10) * 86_400_000).toISOString(),
      properties: { plan: 'pro' },
      context: { library: { name: '@segment/analytics-node', version: '2.1.2' } },
    })),
  });
  const post = async (b: number) => {
    const res = await fetch(`${server.base}/api/public/product-usage/segment/v1/batch`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch(b)),
    });
    const body = (await res.json()) as { data?: { accepted: number } };
    if (res.status !== 200 || body.data?.accepted !== PER_BATCH) throw new Error(`batch ${b}: ${res.status} ${JSON.stringify(body)}`);
  };
  await post(-1); // warm-up
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < BATCHES) await post(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`insights.ingest.per-s ${((BATCHES * PER_BATCH) / seconds).toFixed(0)} events/s`);

  const fill = await fetch(`${server.base}/dev/bench/usage-accounts?accounts=100000`, { method: 'POST' });
  if (!fill.ok) throw new Error(`fill failed: ${fill.status}`);
  const seg = await admin.json('POST', '/api/segments', {
    module: 'account',
    name: 'Active accounts',
    scope: 'global',
    conditions: [{ field: 'usage_score', operator: 'at_least', value: '70' }],
  });
  if (seg.status !== 201) throw new Error(`segment failed: ${seg.status}`);
  const times: number[] = [];
  const byKind: Record<'list' | 'segment', number[]> = { list: [], segment: [] };
  for (let i = 0; i < 110; i++) {
    const path =
      i % 2 ? `/api/crm/records?module=account&pageSize=50&page=${1 + (i % 5)}` : `/api/segments/${seg.body.data.id}/records?pageSize=50`;
    const t0 = performance.now();
    const res = await admin.json('GET', path);
    const ms = performance.now() - t0;
    if (res.status !== 200 || res.body.data[0]?.usageScore === undefined) throw new Error(`list failed: ${res.status}`);
    if (i >= 10) {
      times.push(ms);
      byKind[i % 2 ? 'list' : 'segment'].push(ms);
    }
  }
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)].toFixed(1);
  console.log(`insights.accounts.100k.p95 ${p95(times)} ms`);
  console.log(`insights.accounts.100k.list.p95 ${p95(byKind.list)} ms`);
  console.log(`insights.accounts.100k.segment.p95 ${p95(byKind.segment)} ms`);
} finally {
  await server.stop();
}
