// Reports at scale, through the running worker: an organization with 1,000,000 routing sessions and
// 300,000 meetings over a year (20 routers and relays, 50 members), seeded with SQL straight into the
// local D1 the bench server uses, the rollups rebuilt from those raw rows by the admin command, then
// the conversion and distribution reports over the last 28 days, as the report pages ask for them.
import path from 'node:path';
import { percentile, startServer } from './support/worker-server';
import { d1Execute } from './support/fixtures';

const PORT = 8827;
const SESSIONS = 1_000_000;
const YEAR_MS = 365 * 24 * 3600_000;
const RUNS = 150;
// npm run bench runs every bench file from the project root.
const root = process.cwd();

const server = await startServer(PORT);
try {
  const { admin } = server;
  const state = path.join(root, '.tmp', `bench-state-${PORT}`);
  const start = Date.now() - YEAR_MS;
  const step = Math.floor(YEAR_MS / SESSIONS);
  // Members, then sessions: router k % 20 (14 inbound, 3 campaign, 3 relays), each router's 10 members
  // in turn; 30% booked, 50% not booked, 10% disqualified, 10% still deciding.
  d1Execute(
    state,
    `with recursive i(k) as (select 0 union all select k + 1 from i where k < 49)
    insert into users (id, account_id, email, name, role, created_at) select 'bench-u-' || k, 'demo-account', 'bench-u' || k || '@acme.test', 'Bench Member ' || k, 'regular', ${start} from i`,
  );
  d1Execute(
    state,
    `with recursive i(k) as (select 1 union all select k + 1 from i where k < ${SESSIONS})
    insert into routing_sessions (id, account_id, router_id, router_kind, router_name, prospect_name, prospect_email, answers, attribution, outcome, assignee_user_id, pod_id, meeting_id, booked_by_user_id, booked_by_source, created_at, updated_at)
    select 'bench-s-' || k, 'demo-account', 'bench-r-' || (k % 20), case when k % 20 < 14 then 'inbound' when k % 20 < 17 then 'campaign' else 'relay' end, 'Bench router ' || (k % 20),
      'Prospect ' || k, 'p' || k || '@example.test', '{}', '{"pageUrl":"https://www.example.test/"}',
      case when k % 10 < 3 then 'booked' when k % 10 < 8 then 'not_booked' when k % 10 = 8 then 'disqualified' else 'pending' end,
      case when k % 10 = 8 then null else 'bench-u-' || (((k % 20) * 10 + (k / 20) % 10) % 50) end,
      'bench-pod-' || (k % 20), case when k % 10 < 3 then 'bench-m-' || k end,
      case when k % 10 < 3 and k % 20 >= 17 and k % 2 = 0 then 'bench-u-' || (k % 5) end,
      case when k % 10 < 3 and k % 20 >= 17 then (case when k % 2 = 0 then 'routewise_app' else 'relay_link' end) end,
      ${start} + k * ${step}, ${start} + k * ${step}
    from i`,
  );
  d1Execute(
    state,
    `insert into meetings (id, account_id, host_user_id, title, start_at, end_at, status, source, booked_by_user_id, created_at, updated_at)
    select meeting_id, account_id, assignee_user_id, 'Intro call', created_at + 86400000, created_at + 88200000,
      case (cast(substr(id, 9) as integer) / 10) % 4 when 0 then 'completed' when 1 then 'scheduled' when 2 then 'cancelled' else 'no_show' end,
      'router', booked_by_user_id, created_at + 600000, created_at + 600000
    from routing_sessions where account_id = 'demo-account' and meeting_id like 'bench-m-%'`,
  );

  const t0 = performance.now();
  const rebuilt = await admin.json('POST', '/api/reports/rollups/rebuild');
  if (rebuilt.status !== 200) throw new Error(`rebuild failed: ${rebuilt.status} ${JSON.stringify(rebuilt.body)}`);
  const rebuildMs = performance.now() - t0;

  const time = async (p: string) => {
    const times: number[] = [];
    let last: any = null;
    for (let i = 0; i < RUNS + 10; i++) {
      const s = performance.now();
      const res = await admin.json('GET', p);
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      if (i >= 10) times.push(ms);
      last = res.body.data;
    }
    return { p95: percentile(times, 95), p50: percentile(times, 50), last };
  };
  const conversion = await time('/api/reports/conversion?range=last_28_days');
  const distribution = await time('/api/reports/distribution?range=last_28_days');
  const oneRouter = await time('/api/reports/distribution?range=last_28_days&routerId=bench-r-18');
  // 28 days of a year of a million sessions: about 77,000 submissions.
  if (conversion.last.funnel.submitted < 70_000)
    throw new Error(`expected ~77k sessions in 28 days, got ${conversion.last.funnel.submitted}`);
  if (distribution.last.total < 20_000) throw new Error(`expected ~23k meetings in 28 days, got ${distribution.last.total}`);
  console.log(`reports.conversion.1m.p95 ${conversion.p95.toFixed(1)} ms`);
  console.log(`reports.conversion.1m.p50 ${conversion.p50.toFixed(1)} ms`);
  console.log(`reports.distribution.1m.p95 ${distribution.p95.toFixed(1)} ms`);
  console.log(`reports.distribution.1m.p50 ${distribution.p50.toFixed(1)} ms`);
  console.log(`reports.distribution.relay.1m.p95 ${oneRouter.p95.toFixed(1)} ms`);
  console.log(`reports.rollups.rebuild.1m ${(rebuildMs / 1000).toFixed(1)} s`);
} finally {
  await server.stop();
}
