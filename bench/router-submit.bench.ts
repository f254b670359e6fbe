// Form submission to routing decision through the running worker: POST /api/public/routers/{id}/submissions
// against an inbound router with a matching rule, a distribution rule and a fallback pod, with 10,000
// CRM records in D1. Prospects: a third match a CRM account by domain, a third a contact by e-mail,
// a third are new and go to the pods. Measured at the client, as the widget sees it.
import { percentile, startServer } from './support/worker-server';

const RECORDS = 10_000;
const WARMUP = 30;
const SUBMISSIONS = 600;

const server = await startServer(8798);
try {
  const { admin, base } = server;
  const must = <T>(res: { status: number; body: T }, what: string) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as any;
  };
  const fill = await fetch(`${base}/dev/bench/crm-fill?records=${RECORDS}`, { method: 'POST' });
  if (!fill.ok) throw new Error(`crm fill failed: ${fill.status}`);

  const form = must(
    await admin.json('POST', '/api/forms', {
      kind: 'marketing_form',
      name: 'Bench demo request',
      formKey: 'BNCH',
      provider: 'custom',
      mapping: { sourceUrl: 'https://www.example.com/demo', selector: '#demo', nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' }, emailField: 'email', additionalFields: [{ name: 'employees', contactField: null, leadField: 'description' }] },
    }),
    'form',
  ).data;
  const types = must(await admin.json('GET', '/api/meeting-types'), 'meeting types').data;
  const matching = must(await admin.json('GET', '/api/matching-rules'), 'matching rules').data;
  const rules = must(await admin.json('GET', '/api/distribution-rules'), 'distribution rules').data;
  const fallback = rules.find((r: any) => r.kind === 'fallback_pod');
  const pods = rules.filter((r: any) => r.kind === 'rule');
  const router = must(
    await admin.json('POST', '/api/routers', {
      name: 'Bench router',
      formId: form.id,
      meetingTypeId: types.find((t: any) => t.name === 'Intro call').id,
      matchingEnabled: true,
      matchingRuleIds: matching.map((m: any) => m.id).slice(0, 6),
      distributionRuleIds: pods.map((p: any) => p.id),
      fallbackPodId: fallback?.id ?? null,
      redistributionEnabled: true,
      notBookedMinutes: 10,
      redistributionRuleIds: fallback ? [fallback.id] : pods.map((p: any) => p.id),
      redirects: { bookedUrl: 'https://www.example.com/booked', notBookedUrl: 'https://www.example.com/later', disqualifiedUrl: 'https://www.example.com/sorry', queryParams: [{ key: 'email', formField: 'email' }] },
      crmModule: 'lead',
      disqualifyFreeEmail: true,
    }),
    'router',
  ).data;

  const submit = async (k: number) => {
    const i = 1 + ((k * 7919) % RECORDS);
    const email =
      k % 3 === 0 ? `p${i - (i % 5) + 1}@company${(i - (i % 5) + 1) % 20000}.com` : k % 3 === 1 ? `buyer${k}@company${(i / 5) | 0}.com` : `new${k}@startup${k}.io`;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/public/routers/${router.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { first_name: 'Bench', last_name: `Prospect ${k}`, email, employees: String(k % 500) }, pageUrl: 'https://www.example.com/demo?utm_source=bench', utm: { source: 'bench' } }),
    });
    const ms = performance.now() - t0;
    if (res.status !== 201) throw new Error(`submission ${k} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { data: { assignee: unknown } };
    return { ms, assigned: body.data.assignee !== null };
  };

  for (let k = 0; k < WARMUP; k++) await submit(100_000 + k);
  const times: number[] = [];
  let assigned = 0;
  for (let k = 0; k < SUBMISSIONS; k++) {
    const r = await submit(k);
    times.push(r.ms);
    if (r.assigned) assigned++;
  }
  if (assigned < SUBMISSIONS / 2) throw new Error(`only ${assigned} of ${SUBMISSIONS} submissions got an assignee`);
  console.log(`router.submit.p50 ${percentile(times, 50).toFixed(1)} ms`);
  console.log(`router.submit.p95 ${percentile(times, 95).toFixed(1)} ms`);
} finally {
  await server.stop();
}
