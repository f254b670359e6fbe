// Relay handoff figures through the real worker (wrangler dev, local D1 and Durable Objects):
// - relay.handoff.p95: from the booker submitting the prospect to the committed booking, i.e. create the
//   session (its object decides with the routing core), slots of a 10-member pod over 14 days, book.
//   The product's promise is "under 5 seconds"; the target here is 300 ms.
// - relay.session.concurrent: 20 handoffs fired at once on one strict 10-member pod; the pod's ledger
//   must show the assignments exactly in round-robin order (each member once per round), else it throws.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultMeetingType } from '../worker/contracts/meeting-types';
import { percentile, signIn, startServer } from './support/worker-server';

const PORT = 8829;
const MEMBERS = 10;
const RUNS = 40;
const root = process.cwd();

function d1(state: string, sql: string) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  if (res.status !== 0) throw new Error(`d1 execute failed: ${res.error ?? ''} ${res.stderr || res.stdout}`);
}

const server = await startServer(PORT);
try {
  const { admin, base } = server;
  const state = path.join(root, '.tmp', `bench-state-${PORT}`);
  const teams = (await admin.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  const sales = teams.find((t) => t.name === 'Sales')!.id;
  // Ten reps in the Sales team, straight into D1 (invitations would need ten mailbox round trips).
  d1(
    state,
    `with recursive i(k) as (select 0 union all select k + 1 from i where k < ${MEMBERS - 1})
    insert into users (id, account_id, email, name, role, timezone, created_at) select 'bench-rep-' || k, 'demo-account', 'bench-rep' || k || '@acme.test', 'Bench Rep ' || k, 'regular', 'UTC', 0 from i`,
  );
  d1(
    state,
    `insert into team_members (team_id, user_id, account_id, created_at) select '${sales}', id, 'demo-account', 0 from users where id like 'bench-rep-%'`,
  );
  const reps = Array.from({ length: MEMBERS }, (_, k) => `bench-rep-${k}`);
  const allDay = Array.from({ length: 7 }, () => [{ start: '08:00', end: '18:00' }]);
  const type = await admin.json('POST', '/api/meeting-types', {
    ...defaultMeetingType(reps),
    name: 'Relay bench call',
    durationMinutes: 30,
    slotIncrementMinutes: 30,
    earliestSlotMinutes: 0,
    bookingWindowDays: 60,
    availabilitySource: 'recurring',
    recurringAvailability: { timeZone: 'UTC', weekly: allDay, overrides: [], vacations: [] },
  });
  if (type.status !== 201) throw new Error(`type: ${JSON.stringify(type.body)}`);
  const form = await admin.json('POST', '/api/forms', {
    kind: 'form',
    name: 'Relay bench form',
    formKey: 'RB01',
    questions: [
      {
        id: 'name',
        label: 'Full name',
        placeholder: 'Name',
        type: 'text',
        options: [],
        required: true,
        leadField: null,
        contactField: null,
      },
      {
        id: 'email',
        label: 'E-mail',
        placeholder: 'E-mail',
        type: 'text',
        options: [],
        required: true,
        leadField: 'email',
        contactField: 'email',
      },
    ],
  });
  if (form.status !== 201) throw new Error(`form: ${JSON.stringify(form.body)}`);
  const pod = async (name: string, method: string) => {
    const res = await admin.json('POST', '/api/distribution-rules', {
      kind: 'rule',
      definition: {
        name,
        teamId: sales,
        distribution: 'round_robin_select',
        members: reps.map((userId) => ({ userId, weight: 1 })),
        conditions: [{ field: { source: 'form', key: 'email' }, operator: 'not_empty' }],
        method,
      },
    });
    if (res.status !== 201) throw new Error(`pod: ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const fallbacks = (await admin.json('GET', '/api/distribution-rules?kind=fallback_pod')).body.data as { id: string }[];
  const fallbackPodId =
    fallbacks[0]?.id ??
    (
      await admin.json('POST', '/api/distribution-rules', {
        kind: 'fallback_pod',
        definition: {
          name: 'Fallback',
          teamId: sales,
          distribution: 'round_robin_all',
          members: [],
          conditions: [],
          method: 'round_robin_strict',
        },
      })
    ).body.data.id;
  const rule = await admin.json('POST', '/api/matching-rules', {
    name: 'Account owner',
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  });
  const relay = async (name: string, podId: string, internal: string) => {
    const res = await admin.json('POST', '/api/relays', {
      name,
      teamId: sales,
      meetingTypeId: type.body.data.id,
      formId: form.body.data.id,
      matchingRuleIds: [rule.body.data.id],
      distributionPodIds: [podId],
      fallbackPodId,
      roundRobin: { internal, links: internal },
      bookerUserIds: ['demo-booker'],
    });
    if (res.status !== 201) throw new Error(`relay: ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const openPod = await pod('Bench open pod', 'round_robin_available');
  const strictPod = await pod('Bench strict pod', 'round_robin_strict');
  const openRelay = await relay('Bench handoff', openPod, 'round_robin_available');
  const strictRelay = await relay('Bench strict handoff', strictPod, 'round_robin_strict');
  const booker = await signIn(base, 'booker@acme.test');

  const from = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000).toISOString();
  const to = new Date(Date.parse(from) + 14 * 86_400_000).toISOString();
  const handoff = async (i: number) => {
    const t0 = performance.now();
    const s = await booker.json('POST', '/api/relay-sessions', {
      relayId: openRelay,
      prospectEmail: `p${i}@prospect${i}.example`,
      prospectName: `Prospect ${i}`,
      timezone: 'UTC',
    });
    if (s.status !== 201) throw new Error(`session: ${JSON.stringify(s.body)}`);
    const t1 = performance.now();
    const slots = await booker.json(
      'GET',
      `/api/relay-sessions/${s.body.data.id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timezone=UTC`,
    );
    if (slots.status !== 200 || !slots.body.data.length) throw new Error(`slots: ${JSON.stringify(slots.body).slice(0, 300)}`);
    const t2 = performance.now();
    const booked = await booker.json('POST', `/api/relay-sessions/${s.body.data.id}/bookings`, {
      start: slots.body.data[i % slots.body.data.length].start,
    });
    if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
    if (process.env.RELAY_BENCH_PHASES)
      console.error(`phases open ${(t1 - t0).toFixed(0)} slots ${(t2 - t1).toFixed(0)} book ${(performance.now() - t2).toFixed(0)}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 5; i++) await handoff(1000 + i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await handoff(i));
  console.log(`relay.handoff.p50 ${percentile(times, 50).toFixed(1)} ms`);
  console.log(`relay.handoff.p95 ${percentile(times, 95).toFixed(1)} ms`);

  // Twenty handoffs at once on the strict pod: every one takes its turn in the pod's object.
  const t0 = performance.now();
  const sessions = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      booker.json('POST', '/api/relay-sessions', {
        relayId: strictRelay,
        prospectEmail: `c${i}@concurrent${i}.example`,
        prospectName: `Concurrent ${i}`,
        timezone: 'UTC',
      }),
    ),
  );
  const wall = performance.now() - t0;
  if (sessions.some((s) => s.status !== 201)) throw new Error(`concurrent: ${sessions.map((s) => s.status).join(',')}`);
  const ledger = (await admin.json('GET', `/api/distribution-rules/${strictPod}/round-robin/log?limit=500`)).body.data as {
    type: string;
    memberId?: string;
    seq: number;
  }[];
  const order = ledger
    .filter((e) => e.type === 'meeting_assigned')
    .sort((a, b) => a.seq - b.seq)
    .map((e) => e.memberId!);
  const firstRound = order.slice(0, MEMBERS);
  const inTurn = order.length === 20 && new Set(firstRound).size === MEMBERS && order.slice(MEMBERS).every((m, i) => m === firstRound[i]);
  const assigned = sessions.map((s) => s.body.data.assignee?.userId).sort();
  const expected = [...order].sort();
  if (!inTurn || JSON.stringify(assigned) !== JSON.stringify(expected))
    throw new Error(`out of turn: ledger ${order.join(',')}; sessions ${assigned.join(',')}`);
  console.log(`relay.session.concurrent 20 in-turn`);
  console.log(`relay.session.concurrent.wall ${wall.toFixed(1)} ms`);
} finally {
  await server.stop();
}
