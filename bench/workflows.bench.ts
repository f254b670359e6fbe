// Workflow fan-out through the real worker: 20 active webhook workflows on "meeting booked", a local
// receiver, and the time from a booking committing (its 201 answer) to each of its webhooks arriving.
// The booking's own latency is measured with and without the workflows: the fan-out runs after the
// commit (event outbox -> queue -> deliveries queue), never inside the booking.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { percentile, startServer } from './support/worker-server';
import { allHoursLink } from './support/fixtures';

const WORKFLOWS = 20;
const BOOKINGS = 15;

const arrivals = new Map<string, number[]>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    try {
      const id = JSON.parse(Buffer.concat(chunks).toString('utf8')).data.meeting.id as string;
      arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
    } catch {}
    res.writeHead(204).end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
const port = (receiver.address() as AddressInfo).port;

const server = await startServer(8797);
try {
  const { admin, base } = server;
  await allHoursLink(admin.json, 'bench-wf');
  const day0 = Date.UTC(new Date().getUTCFullYear() + 1, 1, 2);
  let slotIndex = 0;
  const book = async () => {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/public/links/bench-wf/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        start: new Date(day0 + slotIndex++ * 15 * 60_000).toISOString(),
        timezone: 'UTC',
        name: 'Bench Prospect',
        email: 'bench@prospect.test',
      }),
    });
    const at = performance.now();
    if (r.status !== 201) throw new Error(`booking answered ${r.status}: ${await r.text()}`);
    return { id: ((await r.json()) as { data: { id: string } }).data.id, committedAt: at, ms: at - t0 };
  };

  for (let i = 0; i < 3; i++) await book();
  const plain: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) plain.push((await book()).ms);

  for (let i = 0; i < WORKFLOWS; i++) {
    const w = await admin.json('POST', '/api/workflows', {
      name: `Bench hook ${i}`,
      trigger: 'meeting_booked',
      action: 'send_webhook',
      config: { webhookUrl: `http://127.0.0.1:${port}/hook/${i}`, headers: [{ name: 'X-Bench', value: String(i) }] },
    });
    if (w.status !== 201) throw new Error(`workflow: ${JSON.stringify(w.body)}`);
  }
  const fanout: number[] = [];
  const withWorkflows: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const b = await book();
    withWorkflows.push(b.ms);
    const until = performance.now() + 30_000;
    while ((arrivals.get(b.id)?.length ?? 0) < WORKFLOWS && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
    const got = arrivals.get(b.id) ?? [];
    if (got.length < WORKFLOWS) throw new Error(`booking ${i}: ${got.length} of ${WORKFLOWS} webhooks arrived`);
    for (const at of got) fanout.push(at - b.committedAt);
  }
  console.log(`workflows.fanout.p95 ${percentile(fanout, 95).toFixed(0)} ms`);
  console.log(`workflows.fanout.p50 ${percentile(fanout, 50).toFixed(0)} ms`);
  console.log(`workflows.booking.p50.without ${percentile(plain, 50).toFixed(1)} ms`);
  console.log(`workflows.booking.p50.with-20 ${percentile(withWorkflows, 50).toFixed(1)} ms`);
} finally {
  await server.stop();
  receiver.close();
}
