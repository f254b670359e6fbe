// The public slots request through the real worker (wrangler dev, local D1): a 50-member round-robin
// link over 60 days where every member has a connected Google Calendar whose busy cache holds 5 events
// a day. The cache is warm, so the request reads D1 only (no outside call). Prints the p95.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultMeetingType } from '../worker/contracts/meeting-types';
import { percentile, startServer } from './support/worker-server';

const PORT = 8812;
const MEMBERS = 50;
const DAYS = 60;
const DAY_MS = 86_400_000;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Runs SQL against the server's local D1 (the same state folder wrangler dev serves). */
function sql(statements: string) {
  const file = path.join(root, '.tmp', `bench-slots-endpoint-${process.pid}.sql`);
  writeFileSync(file, statements);
  const res = spawnSync(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', path.join(root, '.tmp', `bench-state-${PORT}`), '--file', file], { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (res.status !== 0) throw new Error(`d1 execute failed: ${res.stderr || res.stdout}`);
}

const server = await startServer(PORT);
try {
  const { admin, base } = server;
  const now = Date.now();
  const ids = Array.from({ length: MEMBERS }, (_, i) => `bench-rep-${i}`);
  sql(ids.map((id, i) => `insert into users (id, account_id, email, name, role, timezone, created_at) values ('${id}', 'demo-account', '${id}@acme.test', 'Bench Rep ${i}', 'regular', 'UTC', ${now});`).join('\n'));

  // Weekday working hours for everyone, 30-minute meetings every 15 minutes.
  const hours = [[], ...Array.from({ length: 5 }, () => [{ start: '09:00', end: '17:00' }]), []];
  const type = await admin.json('POST', '/api/meeting-types', {
    ...defaultMeetingType(ids.slice(0, 20)),
    name: 'Bench round robin',
    durationMinutes: 30,
    slotIncrementMinutes: 15,
    earliestSlotMinutes: 60,
    bookingWindowDays: DAYS,
    availabilitySource: 'recurring',
    recurringAvailability: { timeZone: 'UTC', weekly: hours, overrides: [], vacations: [] },
  });
  if (type.status !== 201) throw new Error(`meeting type: ${JSON.stringify(type.body)}`);
  const link = await admin.json('POST', '/api/meeting-links', { kind: 'group', groupMode: 'round_robin', name: 'Bench RR', slug: 'bench-rr-50', meetingTypeId: type.body.data.id, memberIds: ids.slice(0, 20) });
  if (link.status !== 201) throw new Error(`link: ${JSON.stringify(link.body)}`);
  const linkId = link.body.data.id as string;

  // The API caps a group link at 20 members; the bench's 50 are added underneath it, with a connected
  // calendar each, a warm cache covering the window, and 5 busy events a working day.
  const rows: string[] = [];
  for (const [i, id] of ids.entries()) {
    if (i >= 20) rows.push(`insert into meeting_link_members (link_id, user_id, account_id) values ('${linkId}', '${id}', 'demo-account');`);
    rows.push(`insert into integrations (id, account_id, user_id, provider, kind, status, external_account_id, external_account_name, created_at, updated_at) values ('bench-int-${i}', 'demo-account', '${id}', 'google_calendar', 'calendar', 'connected', '${id}@gmail.test', '${id}@gmail.test', ${now}, ${now});`);
    rows.push(
      `insert into member_calendars (id, account_id, user_id, integration_id, provider, external_id, name, is_primary, can_write, check_conflicts, write_to, sync_state, cache_from, cache_to, synced_at, created_at, updated_at) values ('bench-cal-${i}', 'demo-account', '${id}', 'bench-int-${i}', 'google_calendar', '${id}@gmail.test', 'Primary', 1, 1, 1, 1, 'warm', ${now - DAY_MS}, ${now + 120 * DAY_MS}, ${now}, ${now}, ${now});`,
    );
  }
  const day0 = Math.floor(now / DAY_MS) * DAY_MS;
  // 5 events a day per member at pseudo-random quarter hours between 09:00 and 16:00 UTC (deterministic).
  rows.push(`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MEMBERS * (DAYS + 2) * 5 - 1})
    insert into calendar_busy (calendar_id, event_id, account_id, user_id, start_at, end_at)
    select 'bench-cal-' || (i % ${MEMBERS}), 'ev-' || i, 'demo-account', 'bench-rep-' || (i % ${MEMBERS}),
           ${day0} + (i / ${MEMBERS * 5}) * ${DAY_MS} + 32400000 + ((i * 7919) % 28) * 900000,
           ${day0} + (i / ${MEMBERS * 5}) * ${DAY_MS} + 32400000 + ((i * 7919) % 28) * 900000 + (1 + (i % 3)) * 900000
    from n;`);
  sql(rows.join('\n'));

  const from = new Date(now).toISOString();
  const to = new Date(now + DAYS * DAY_MS).toISOString();
  const url = `${base}/api/public/links/bench-rr-50/slots?from=${from}&to=${to}&timezone=UTC`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url);
    const body = (await res.json()) as { slots?: unknown[] };
    if (res.status !== 200 || !body.slots?.length) throw new Error(`slots answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) times.push(await once());
  console.log(`slots.endpoint.50x60.p95 ${percentile(times, 95).toFixed(1)} ms`);
} finally {
  await server.stop();
}
