// Preview and shadow mode (issue 30) through the running worker. Two identical inbound routers, one with a
// shadow draft (the fallback pod dropped: it disagrees on every prospect the fallback pod takes): submissions alternate
// between them so both see the same load, measured at the client as the widget sees it. The shadow decision
// runs after the answer (waitUntil), so it should add nothing to the answer's time. Then previews of typed
// prospects. Figures: router.preview.p95 <= 100 ms; router.submit.shadow.p95 - router.submit.noshadow.p95 <= 5 ms.
import { percentile, startServer } from './support/worker-server';
import { inboundRouter } from './support/fixtures';

const PORT = 8911;
const WARMUP = 20;
const SUBMISSIONS = 300;
const PREVIEWS = 200;

const answers = (k: number) => ({ first_name: 'Bench', last_name: `Prospect ${k}`, email: `p${k}@shadow-bench${k % 50}.test` });

const server = await startServer(PORT);
try {
  const { admin, base } = server;
  const live = await inboundRouter(admin.json, { name: 'Shadow bench live', formKey: 'SHDL' });
  const shadowed = await inboundRouter(admin.json, { name: 'Shadow bench shadowed', formKey: 'SHDS' });
  const on = await admin.json('POST', `/api/routers/${shadowed.id}/shadow`, { draft: { fallbackPodId: null } });
  if (on.status !== 201) throw new Error(`shadow answered ${on.status}: ${JSON.stringify(on.body)}`);

  const submit = async (routerId: string, k: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/public/routers/${routerId}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: answers(k), pageUrl: 'https://www.example.com/demo' }),
    });
    const ms = performance.now() - t0;
    if (res.status !== 201) throw new Error(`submission ${k} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return ms;
  };

  for (let k = 0; k < WARMUP; k++) {
    await submit(live.id, 100_000 + k);
    await submit(shadowed.id, 100_000 + k);
  }
  const plain: number[] = [];
  const shadow: number[] = [];
  for (let k = 0; k < SUBMISSIONS; k++) {
    // Alternate which goes first, so neither router always follows the other's after-the-answer work.
    if (k % 2) {
      plain.push(await submit(live.id, k));
      shadow.push(await submit(shadowed.id, k));
    } else {
      shadow.push(await submit(shadowed.id, k));
      plain.push(await submit(live.id, k));
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  const stored = (await admin.json('GET', `/api/routers/${shadowed.id}/shadow`)).body.data;
  if (!stored || stored.total < SUBMISSIONS) throw new Error(`only ${stored?.total} shadow decisions stored for ${SUBMISSIONS + WARMUP}`);

  const previews: number[] = [];
  for (let k = 0; k < PREVIEWS + WARMUP; k++) {
    const t0 = performance.now();
    const res = await admin.json('POST', `/api/routers/${live.id}/preview`, { answers: answers(k) });
    if (res.status !== 200) throw new Error(`preview ${k} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (k >= WARMUP) previews.push(performance.now() - t0);
  }

  const p95 = { plain: percentile(plain, 95), shadow: percentile(shadow, 95) };
  console.log(`router.preview.p50 ${percentile(previews, 50).toFixed(1)} ms`);
  console.log(`router.preview.p95 ${percentile(previews, 95).toFixed(1)} ms`);
  console.log(`router.submit.noshadow.p95 ${p95.plain.toFixed(1)} ms`);
  console.log(`router.submit.shadow.p95 ${p95.shadow.toFixed(1)} ms`);
  console.log(`router.submit.shadow.added.p95 ${(p95.shadow - p95.plain).toFixed(1)} ms`);
  console.log(`router.shadow.agreement ${((stored.agreementRate ?? 0) * 100).toFixed(1)} %`);
} finally {
  await server.stop();
}
