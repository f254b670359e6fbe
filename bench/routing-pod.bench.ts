// Assignments per second through one round-robin pod object (the Durable Object serializes them),
// measured inside the running worker so it includes the RPC to the object and its storage writes.
import { startServer } from './support/worker-server';

const server = await startServer(8796);
try {
  const run = async (n: number) => {
    const res = await fetch(`${server.base}/dev/bench/pod?n=${n}&concurrency=32`, { method: 'POST' });
    if (!res.ok) throw new Error(`bench probe failed: ${res.status}`);
    return ((await res.json()) as { data: { perSecond: number } }).data.perSecond;
  };
  await run(200);
  const rates = [await run(2000), await run(2000), await run(2000)].sort((a, b) => a - b);
  console.log(`routing.assign.pod ${rates[1].toFixed(0)} per-s`);
} finally {
  await server.stop();
}
