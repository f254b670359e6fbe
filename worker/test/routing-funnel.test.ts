import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { addOrg, addUser, signIn, uid } from './client';
import { ruleEvaluation } from '../core/routing/matching';

const E = env as unknown as Env;
const DAY = 86_400_000;

type Ev = [ruleId: string, ruleName: string, status: 'passed' | 'failed' | 'not_evaluated'];
const evals = (list: Ev[]) => list.map(([id, name, status]) => ruleEvaluation({ id, name }, status));

async function router(accountId: string, name: string) {
  const id = crypto.randomUUID();
  await E.DB.prepare(
    `insert into routers (id, account_id, name, form_id, meeting_type_id, matching_rule_ids, distribution_rule_ids, redistribution_rule_ids, redirects, flags, crm_module, created_at, updated_at)
     values (?, ?, ?, 'form-x', 'mt-x', '[]', '[]', '[]', '{}', '{}', 'lead', ?, ?)`,
  )
    .bind(id, accountId, name, Date.now(), Date.now())
    .run();
  return id;
}

type Seed = {
  matching?: Ev[];
  distribution?: Ev[];
  pod?: [id: string, name: string, recorded: 'rule' | 'turn'];
  assignee?: string;
  outcome: string;
  at?: number;
  /** A booked session's meeting and its status now (held unless cancelled or a no-show). */
  meeting?: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
};

async function session(accountId: string, routerId: string, s: Seed) {
  const decision = {
    matching: { evaluations: evals(s.matching ?? []) },
    distribution: { evaluations: evals(s.distribution ?? []) },
    rulesUsed: s.pod?.[2] === 'rule' ? [{ id: s.pod[0], name: s.pod[1], version: 1, kind: 'distribution' }] : [],
    roundRobin: s.pod?.[2] === 'turn' ? [{ podId: s.pod[0], podName: s.pod[1] }] : [],
  };
  const at = s.at ?? Date.now() - 60_000;
  const meetingId = s.meeting ? crypto.randomUUID() : null;
  if (s.meeting)
    await E.DB.prepare(
      `insert into meetings (id, account_id, host_user_id, title, start_at, end_at, status, source, created_at) values (?, ?, ?, 'Intro', ?, ?, ?, 'router', ?)`,
    )
      .bind(meetingId, accountId, s.assignee ?? null, at + DAY, at + DAY + 1_800_000, s.meeting, at)
      .run();
  await E.DB.prepare(
    `insert into routing_sessions (id, account_id, router_id, router_name, answers, attribution, outcome, assignee_user_id, pod_id, meeting_id, decision, created_at, updated_at)
     values (?, ?, ?, 'Funnel router', '{}', '{}', ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      accountId,
      routerId,
      s.outcome,
      s.assignee ?? null,
      s.pod?.[0] ?? null,
      meetingId,
      JSON.stringify(decision),
      at,
      at,
    )
    .run();
}

describe('routing funnel', () => {
  it("counts a router's prospects per rule reached and matched, per pod and rep, booked and held, over the range only", async () => {
    const org = await addOrg();
    const ann = await addUser(org.accountId, { name: 'Ann Rep' });
    const bob = await addUser(org.accountId, { name: 'Bob Rep' });
    const r = await router(org.accountId, `Website ${uid()}`);
    const other = await router(org.accountId, `Other ${uid()}`);
    const m1: [string, string] = ['m-1', 'Named accounts'];
    const m2: [string, string] = ['m-2', 'Existing owner'];
    const d1: [string, string] = ['d-1', 'EMEA pod'];
    const seeds: Seed[] = [
      {
        matching: [
          [...m1, 'passed'],
          [...m2, 'not_evaluated'],
        ],
        assignee: ann.id,
        outcome: 'booked',
        meeting: 'completed',
      },
      {
        matching: [
          [...m1, 'failed'],
          [...m2, 'passed'],
        ],
        assignee: bob.id,
        outcome: 'not_booked',
      },
      {
        matching: [
          [...m1, 'failed'],
          [...m2, 'failed'],
        ],
        distribution: [[...d1, 'passed']],
        pod: ['d-1', 'EMEA pod', 'rule'],
        assignee: ann.id,
        outcome: 'booked',
        meeting: 'scheduled',
      },
      {
        matching: [
          [...m1, 'failed'],
          [...m2, 'failed'],
        ],
        distribution: [[...d1, 'failed']],
        pod: ['p-fb', 'Fallback pod', 'turn'],
        assignee: bob.id,
        outcome: 'booked',
        meeting: 'no_show',
      },
      // Booked, then cancelled: booked but not held.
      { matching: [[...m1, 'passed']], assignee: bob.id, outcome: 'booked', meeting: 'cancelled' },
      { outcome: 'disqualified' },
    ];
    for (const s of seeds) await session(org.accountId, r, s);
    // Outside the range, and another router's session: neither counts.
    await session(org.accountId, r, { matching: [[...m1, 'passed']], assignee: ann.id, outcome: 'booked', at: Date.now() - 40 * DAY });
    await session(org.accountId, other, { matching: [[...m1, 'passed']], assignee: ann.id, outcome: 'booked' });

    const admin = await signIn(org.admin.email);
    const res = await admin.json('GET', `/api/reports/routing-funnel?routerId=${r}&range=last_7_days`);
    expect(res.status).toBe(200);
    const f = res.body.data;
    expect(f.router).toMatchObject({ id: r, kind: 'inbound' });
    expect(f.range).toMatchObject({ range: 'last_7_days', days: 7 });
    // Held: booked, and the meeting neither cancelled nor a no-show (the completed and the upcoming one).
    expect(f.totals).toEqual({ prospects: 6, routed: 5, booked: 4, held: 2 });
    expect(f.rules).toEqual([
      { ruleId: 'm-1', ruleName: 'Named accounts', kind: 'matching', reached: 5, matched: 2, booked: 2, held: 1 },
      { ruleId: 'm-2', ruleName: 'Existing owner', kind: 'matching', reached: 3, matched: 1, booked: 0, held: 0 },
      { ruleId: 'd-1', ruleName: 'EMEA pod', kind: 'distribution', reached: 2, matched: 1, booked: 1, held: 1 },
    ]);
    expect(f.pods).toEqual([
      { id: 'd-1', name: 'EMEA pod', routed: 1, booked: 1, held: 1 },
      { id: 'p-fb', name: 'Fallback pod', routed: 1, booked: 1, held: 0 },
    ]);
    expect(f.reps).toEqual([
      { id: bob.id, name: 'Bob Rep', routed: 3, booked: 2, held: 0 },
      { id: ann.id, name: 'Ann Rep', routed: 2, booked: 2, held: 2 },
    ]);
    // Drill-down: the routing log narrowed to a pod, a rep, or a rule that matched, within the funnel's range.
    const ids = async (q: string) =>
      (
        (await admin.json('GET', `/api/routing-logs?routerId=${r}&since=${new Date(Date.now() - 7 * DAY).toISOString()}&${q}`)).body
          .data as {
          assignee: { id: string } | null;
        }[]
      ).map((x) => x.assignee?.id);
    expect(await ids('podId=d-1')).toEqual([ann.id]);
    expect((await ids(`assigneeId=${bob.id}`)).length).toBe(3);
    expect((await ids('ruleId=m-1')).sort()).toEqual([ann.id, bob.id].sort());
    expect(await ids('ruleId=d-1')).toEqual([ann.id]);
    expect(await ids(`until=${new Date(Date.now() - 2 * DAY).toISOString()}`)).toEqual([]);
    // Sixty days take the older session in.
    const wide = await admin.json('GET', `/api/reports/routing-funnel?routerId=${r}&range=last_n_days&days=60`);
    expect(wide.body.data.totals).toEqual({ prospects: 7, routed: 6, booked: 5, held: 2 });
  });

  it('is for Admins and Managers of the router’s organization only', async () => {
    const org = await addOrg();
    const r = await router(org.accountId, `Website ${uid()}`);
    const manager = await addUser(org.accountId, { role: 'manager' });
    const rep = await addUser(org.accountId, { role: 'regular' });
    expect((await (await signIn(manager.email)).json('GET', `/api/reports/routing-funnel?routerId=${r}`)).status).toBe(200);
    expect((await (await signIn(rep.email)).json('GET', `/api/reports/routing-funnel?routerId=${r}`)).status).toBe(403);
    const stranger = await addOrg();
    expect((await (await signIn(stranger.admin.email)).json('GET', `/api/reports/routing-funnel?routerId=${r}`)).status).toBe(404);
    expect((await (await signIn(org.admin.email)).json('GET', '/api/reports/routing-funnel')).status).toBe(422);
  });
});
