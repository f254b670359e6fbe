// Replay over history (issue 30) end to end through the running worker: 100,000 stored submissions of one
// inbound router in the last 30 days (300 real submissions through the submit path, their rows then copied by
// SQL with new ids and times, so every copy carries a real decision record), replayed against the live
// version by the queue job; measured from the POST to the replay reading done. Figure: replay.100k <= 60 s.
import { startServer } from './support/worker-server';
import { inboundRouter } from './support/fixtures';

const PORT = 8829;
const REAL = 300;
const SESSIONS = 100_000;

const server = await startServer(PORT);
try {
  const { admin, base } = server;
  const router = await inboundRouter(admin.json, { name: 'Replay bench router', formKey: 'RPLY' });
  for (let k = 0; k < REAL; k++) {
    const res = await fetch(`${base}/api/public/routers/${router.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: { first_name: 'Bench', last_name: `Prospect ${k}`, email: `p${k}@replay-bench${k % 40}.test` },
        pageUrl: 'https://www.example.com/demo',
      }),
    });
    if (res.status !== 201) throw new Error(`submission ${k} answered ${res.status}: ${await res.text()}`);
  }
  const fill = await fetch(`${base}/dev/bench/replay-fill?router=${router.id}&sessions=${SESSIONS}`, { method: 'POST' });
  if (!fill.ok) throw new Error(`replay fill failed: ${fill.status} ${await fill.text()}`);
  const start = Date.parse(((await fill.json()) as { data: { from: string } }).data.from);
  const t0 = performance.now();
  const started = await admin.json('POST', `/api/routers/${router.id}/replays`, {
    versionId: 'live',
    from: new Date(start).toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
  });
  if (started.status !== 202) throw new Error(`replay answered ${started.status}: ${JSON.stringify(started.body)}`);
  let r = started.body.data;
  while (r.status === 'running') {
    await new Promise((res) => setTimeout(res, 250));
    r = (await admin.json('GET', `/api/routers/${router.id}/replays/${r.id}`)).body.data;
    if (performance.now() - t0 > 600_000) throw new Error(`replay stuck at ${r.processed}/${r.total}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 'done' || r.processed !== SESSIONS) throw new Error(`replay ended ${r.status} at ${r.processed}/${r.total}: ${r.error}`);
  console.log(`replay.100k ${seconds.toFixed(1)} s (${r.changed.total} changed, ${r.skipped} skipped)`);
} finally {
  await server.stop();
}
