import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoutingLogListDto } from '../contracts/routing-logs';
import type { RouterSummaryDto } from '../contracts/routers';
import { routingSessions } from '../db/schema/routers';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { TestClient, addOrg, db, demo } from './client';
import { router } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// The router cards and the routing log count one set of sessions under one definition: for the same
// router, range and caller, each card figure equals what the log's views count and list.

let c: Awaited<ReturnType<typeof demo>>;
let routerId = '';

beforeAll(async () => {
  c = await demo();
  routerId = (await router(c.admin, { name: 'Counted router' })).id;
  const otherRouter = (await router(c.admin, { name: 'Uncounted router' })).id;
  const foreignAccount = (await addOrg()).accountId;
  const now = Date.now();
  const session = (ageDays: number, extra: Partial<typeof routingSessions.$inferInsert> = {}): typeof routingSessions.$inferInsert => ({
    id: crypto.randomUUID(),
    accountId: DEMO_ACCOUNT_ID,
    routerId,
    routerName: 'Counted router',
    prospectName: 'Prospect',
    prospectEmail: `p-${crypto.randomUUID()}@example.com`,
    answers: {},
    attribution: { pageUrl: 'https://www.acme.test/demo', referrer: null, utm: {} },
    createdAt: now - ageDays * 86_400_000,
    updatedAt: now,
    ...extra,
  });
  const rows = [
    session(1, { outcome: 'booked', assigneeUserId: 'demo-ursula', assigneeState: 'assigned' }),
    session(1.5, { outcome: 'booked', assigneeUserId: 'demo-ravi', assigneeState: 'assigned' }),
    // A team's slots were shown and nobody booked: offered to two members, assigned to nobody.
    session(2, { outcome: 'not_booked', assigneeState: 'team_slots_shown', candidateUserIds: ['demo-ravi', 'demo-ursula'] }),
    session(2.5, { outcome: 'not_booked', assigneeState: 'redistributed', assigneeUserId: 'demo-ravi' }),
    session(3, { outcome: 'disqualified' }),
    session(4, { outcome: 'pending', assigneeState: 'team_slots_shown', candidateUserIds: ['demo-ravi'] }),
    session(27, {
      outcome: 'not_booked',
      assigneeUserId: 'demo-ursula',
      assigneeState: 'user_slots_shown',
      candidateUserIds: ['demo-ursula'],
    }),
    // Outside the 28 days, another router, another organization: none of them count.
    session(29, { outcome: 'booked', assigneeUserId: 'demo-ursula' }),
    session(1, { routerId: otherRouter, outcome: 'booked', assigneeUserId: 'demo-ursula' }),
  ];
  // D1 binds at most 100 parameters per statement.
  for (const row of rows) await db().insert(routingSessions).values(row);
  await db()
    .insert(routingSessions)
    .values({ ...session(1, { outcome: 'booked', assigneeUserId: 'x' }), accountId: foreignAccount });
});

async function card(who: TestClient): Promise<RouterSummaryDto> {
  const res = await who.json<{ data: RouterSummaryDto[] }>('GET', '/api/routers?search=Counted');
  expect(res.status).toBe(200);
  return res.body.data.find((r) => r.id === routerId)!;
}

/** Every row of the log for the router since the card's start, and the counts the log shows. */
async function log(who: TestClient, since: string) {
  const rows: RoutingLogListDto['data'] = [];
  let first: RoutingLogListDto | undefined;
  let cursor: string | null = null;
  do {
    const q: URLSearchParams = new URLSearchParams({ routerId, since, limit: '2', ...(cursor ? { cursor } : {}) });
    const res: { status: number; body: RoutingLogListDto } = await who.json<RoutingLogListDto>('GET', `/api/routing-logs?${q}`);
    expect(res.status).toBe(200);
    first ??= res.body;
    rows.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { rows, counts: first!.counts, tallies: first!.tallies };
}

describe('router card figures and routing log counts', () => {
  it.each(['admin', 'manager', 'user'] as const)('agree for the same router and range, seen by the %s', async (role) => {
    const who = c[role];
    const stats = (await card(who)).stats;
    const { rows, counts, tallies } = await log(who, stats.since);
    expect(stats.processed).toBe(counts['all-prospects']);
    expect(stats.processed).toBe(rows.length);
    expect(stats.booked).toBe(counts['prospects-that-booked']);
    expect(stats.booked).toBe(rows.filter((r) => r.outcome === 'booked').length);
    expect(stats.disqualified).toBe(counts['prospects-that-are-disqualified']);
    // "Prospects assigned" is exactly the rows whose "Assigned to" column names someone.
    expect(stats.assigned).toBe(tallies.assigned);
    expect(stats.assigned).toBe(rows.filter((r) => r.assignee !== null).length);
  });

  it('counts what the log shows an Admin, and only their own sessions for a User', async () => {
    expect((await card(c.admin)).stats).toMatchObject({ processed: 7, assigned: 4, booked: 2, disqualified: 1 });
    // Ursula: assigned twice (booked, her own slots) and offered once (the team's slots).
    expect((await card(c.user)).stats).toMatchObject({ processed: 3, assigned: 2, booked: 1, disqualified: 0 });
  });

  it('refuses a range start that is not an instant', async () => {
    expect((await c.admin.json('GET', `/api/routing-logs?since=yesterday`)).status).toBe(422);
  });
});
