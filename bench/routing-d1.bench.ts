// Whole matching decisions against 100,000 CRM records stored in D1: the indexed snapshot query plus
// the pure matcher, through the running worker (a third hit by e-mail, a third by domain, a third miss).
import { startServer } from './support/worker-server';

const server = await startServer(8797);
try {
  const res = await fetch(`${server.base}/dev/bench/crm-match?records=100000&lookups=600`, { method: 'POST' });
  if (!res.ok) throw new Error(`bench probe failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { p50: number; p99: number; matched: number } };
  if (data.matched < 300) throw new Error(`only ${data.matched} of 600 prospects matched`);
  console.log(`routing.match.d1-100k.p50 ${data.p50.toFixed(3)} ms`);
  console.log(`routing.match.d1-100k.p99 ${data.p99.toFixed(3)} ms`);
} finally {
  await server.stop();
}
