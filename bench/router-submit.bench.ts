// Form submission to routing decision through the running worker: POST /api/public/routers/{id}/submissions
// against an inbound router with a matching rule, a distribution rule and a fallback pod, with 10,000
// CRM records in D1. Prospects: a third match a CRM account by domain, a third a contact by e-mail,
// a third are new and go to the pods. Measured at the client, as the widget sees it.
import { percentile, startServer } from './support/worker-server';
import { inboundRouter, prospectEmail } from './support/fixtures';

const RECORDS = 10_000;
const WARMUP = 30;
const SUBMISSIONS = 600;

const server = await startServer(8798);
try {
  const { admin, base } = server;
  const fill = await fetch(`${base}/dev/bench/crm-fill?records=${RECORDS}`, { method: 'POST' });
  if (!fill.ok) throw new Error(`crm fill failed: ${fill.status}`);
  const router = await inboundRouter(admin.json, {
    name: 'Bench router',
    formKey: 'BNCH',
    additionalFields: [{ name: 'employees', contactField: null, leadField: 'description' }],
    redistribution: true,
    extra: {
      redirects: {
        bookedUrl: 'https://www.example.com/booked',
        notBookedUrl: 'https://www.example.com/later',
        disqualifiedUrl: 'https://www.example.com/sorry',
        queryParams: [{ key: 'email', formField: 'email' }],
      },
    },
  });

  const submit = async (k: number) => {
    const email = prospectEmail(k, RECORDS);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/public/routers/${router.id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: { first_name: 'Bench', last_name: `Prospect ${k}`, email, employees: String(k % 500) },
        pageUrl: 'https://www.example.com/demo?utm_source=bench',
        utm: { source: 'bench' },
      }),
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
