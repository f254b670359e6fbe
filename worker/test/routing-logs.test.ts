import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTING_REASONS } from '../contracts/routing';
import { timelineText, type RoutingLogDetailViewDto } from '../contracts/routing-logs';
import { SESSION_REASONS } from '../contracts/routing-sessions';
import type { RoutingLogDetailDto, RoutingLogPageDto } from '../contracts/routing-logs';
import { routers, routingSessions } from '../db/schema/routers';
import { forms, matchingRules } from '../db/schema/routing';
import { meetings } from '../db/schema/scheduling';
import { bookedDecision } from './decision-fixture';
import { matchingRule } from '../core/routing/test-helpers';
import { FLAGS } from './routing-session-helpers';
import { runExportStep } from '../features/exports/service';
import { EXPORT_ON_THE_WAY } from '../contracts/reports';
import type { Env } from '../env';
import { TestClient, addOrg, addUser, db, signIn, uid } from './client';

vi.setConfig({ testTimeout: 20_000, hookTimeout: 60_000 });

const T0 = Date.UTC(2030, 0, 7, 10);
const min = 60_000;
const org = { accountId: '', adminEmail: '', owner: '', other: '', manager: '' };
const ids = {
  r1: `r1-${uid()}`,
  r2: `r2-${uid()}`,
  rDeleted: `rdel-${uid()}`,
  m1: `m1-${uid()}`,
  mDeleted: `mdel-${uid()}`,
  emea: `emea-${uid()}`,
  form: `f-${uid()}`,
};
const s = {
  booked: `s-booked-${uid()}`,
  notBooked: `s-nb-${uid()}`,
  disq: `s-dq-${uid()}`,
  pending: `s-pend-${uid()}`,
  host: `s-host-${uid()}`,
};
const paged: string[] = [];
let admin: TestClient;
let owner: TestClient;
let manager: TestClient;
let outsider: TestClient;

const attribution = (pageUrl: string, source?: string) => ({ pageUrl, referrer: null, utm: source ? { source } : {} });

function router(id: string, name: string, deletedAt: number | null = null) {
  return {
    id,
    accountId: org.accountId,
    name,
    formId: ids.form,
    meetingTypeId: 'mt-1',
    redirects: {
      bookedUrl: 'https://acme.example/thanks',
      notBookedUrl: 'https://acme.example/bye',
      disqualifiedUrl: 'https://acme.example/no',
      queryParams: [],
    },
    crmModule: 'lead' as const,
    flags: { ...FLAGS, createLeads: true },
    createdAt: T0,
    updatedAt: T0,
    deletedAt,
  };
}

function session(id: string, at: number, extra: Partial<typeof routingSessions.$inferInsert>): typeof routingSessions.$inferInsert {
  return {
    id,
    accountId: org.accountId,
    routerId: ids.r1,
    routerName: 'Website demo',
    answers: {},
    attribution: attribution('https://acme.example/demo'),
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

beforeAll(async () => {
  const a = await addOrg({ company: 'Logs Org' });
  org.accountId = a.accountId;
  org.adminEmail = a.admin.email;
  org.owner = (await addUser(a.accountId, { name: 'Uma Owner' })).id;
  org.other = (await addUser(a.accountId, { name: 'Oscar Other' })).id;
  const m = await addUser(a.accountId, { name: 'Mia Manager', role: 'manager' });
  org.manager = m.id;
  const ownerEmail = (await env.DB.prepare('select email from users where id = ?').bind(org.owner).first<{ email: string }>())!.email;
  [admin, owner, manager, outsider] = await Promise.all([
    signIn(a.admin.email),
    signIn(ownerEmail),
    signIn(m.email),
    addOrg().then((b) => signIn(b.admin.email)),
  ]);

  const d = db();
  await d
    .insert(routers)
    .values([router(ids.r1, 'Website demo'), router(ids.r2, 'Pricing page'), router(ids.rDeleted, 'Old router', T0)])
    .run();
  await d
    .insert(forms)
    .values({
      id: ids.form,
      accountId: org.accountId,
      kind: 'form',
      name: 'Demo form',
      formKey: 'DEMO',
      questions: [
        {
          id: 'country',
          label: 'Your country',
          placeholder: '',
          type: 'text',
          options: [],
          required: false,
          leadField: null,
          contactField: null,
        },
      ],
      createdAt: T0,
      updatedAt: T0,
    })
    .run();
  await d
    .insert(matchingRules)
    .values([
      {
        id: ids.m1,
        accountId: org.accountId,
        name: 'Account owner',
        definition: matchingRule(ids.m1, 'Account owner'),
        position: 1,
        version: 3,
        createdAt: T0,
        updatedAt: T0,
      },
      {
        id: ids.mDeleted,
        accountId: org.accountId,
        name: 'Old owners',
        definition: matchingRule(ids.mDeleted, 'Old owners'),
        position: 2,
        version: 1,
        createdAt: T0,
        updatedAt: T0,
        deletedAt: T0,
      },
    ])
    .run();
  const meeting = (id: string, host: string) => ({
    id,
    accountId: org.accountId,
    hostUserId: host,
    title: 'Intro',
    startAt: Date.UTC(2030, 0, 8, 9),
    endAt: Date.UTC(2030, 0, 8, 9, 30),
    source: 'router' as const,
    prospectName: 'Pat',
    prospectEmail: 'pat@acme.com',
    createdAt: T0,
    updatedAt: T0,
  });
  const meetingIds = { booked: `mt-${uid()}`, host: `mt-${uid()}` };
  await d
    .insert(meetings)
    .values([meeting(meetingIds.booked, org.owner), meeting(meetingIds.host, org.owner)])
    .run();

  const decision = bookedDecision({
    owner: org.owner,
    other: org.other,
    matchingRuleId: ids.m1,
    deletedRuleId: ids.mDeleted,
    distributionRuleId: ids.emea,
    podId: 'pod-x',
  });
  await d
    .insert(routingSessions)
    .values([
      session(s.booked, T0 + 5 * min, {
        prospectName: 'Pat Prospect',
        prospectEmail: 'pat@acme.com',
        outcome: 'booked',
        assigneeState: 'assigned',
        assigneeUserId: org.owner,
        via: 'form_matching_rule',
        viaId: ids.m1,
        viaName: 'Account owner',
        meetingId: meetingIds.booked,
        decision,
        answers: { email: 'pat@acme.com', country: 'France', company_size: '200' },
        attribution: attribution('https://acme.example/demo', 'google'),
      }),
      session(s.notBooked, T0 + 4 * min, {
        prospectName: 'Nora Nobook',
        prospectEmail: 'nora@globex.com',
        outcome: 'not_booked',
        outcomeReason: SESSION_REASONS.leftScheduler,
        assigneeState: 'team_slots_shown',
        assigneeUserId: org.other,
        candidateUserIds: [org.owner, org.other],
        via: 'fallback_pod',
        viaName: 'Sales pod',
      }),
      session(s.disq, T0 + 3 * min, {
        routerId: ids.rDeleted,
        routerName: 'Old router',
        prospectName: 'Gina Gmail',
        prospectEmail: 'gina@gmail.com',
        outcome: 'disqualified',
        outcomeReason: ROUTING_REASONS.freeEmailDisqualified,
      }),
      session(s.pending, T0 + 2 * min, {
        routerId: `gone-${uid()}`,
        routerName: 'Gone router',
        prospectName: 'Pete Pending',
        prospectEmail: 'pete@initech.com',
        assigneeUserId: org.manager,
      }),
      session(s.host, T0 + 1 * min, {
        prospectName: 'Hal Hosted',
        prospectEmail: 'hal@hooli.com',
        outcome: 'booked',
        assigneeUserId: org.manager,
        meetingId: meetingIds.host,
        via: 'pod',
        viaName: 'Enterprise',
      }),
    ])
    .run();
  // Five sessions of a second router, three of them logged in the same millisecond, for cursor paging.
  const at = [T0 - 10 * min, T0 - 10 * min, T0 - 10 * min, T0 - 11 * min, T0 - 12 * min];
  for (let i = 0; i < at.length; i++) paged.push(`s-page-${i}-${uid()}`);
  await d
    .insert(routingSessions)
    .values(
      paged.map((id, i) =>
        session(id, at[i], {
          routerId: ids.r2,
          routerName: 'Pricing page',
          prospectName: `Paged ${i}`,
          prospectEmail: `paged${i}@example.com`,
          outcome: 'not_booked',
        }),
      ),
    )
    .run();
});

/** The paged sessions in list order: newest first, ties broken by id descending. */
const pagedOrder = () => [...paged.slice(0, 3).sort().reverse(), paged[3], paged[4]];

const list = async (who: TestClient, query = '') => {
  const res = await who.json<RoutingLogPageDto>('GET', `/api/routing-logs${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('routing log list', () => {
  it('lists every view newest first with counts from one filter', async () => {
    const all = await list(admin);
    expect(all.data.map((r) => r.id).slice(0, 5)).toEqual([s.booked, s.notBooked, s.disq, s.pending, s.host]);
    expect(all.counts).toEqual({
      'all-prospects': 10,
      'prospects-that-booked': 2,
      'prospects-that-did-not-book': 6,
      'prospects-that-are-disqualified': 1,
    });
    expect((await list(admin, '?view=prospects-that-booked')).data.map((r) => r.id)).toEqual([s.booked, s.host]);
    expect((await list(admin, '?view=prospects-that-are-disqualified')).data.map((r) => r.id)).toEqual([s.disq]);
    expect((await list(manager, '?view=prospects-that-did-not-book')).data.map((r) => r.id)).toEqual([s.notBooked, ...pagedOrder()]);

    const booked = all.data[0];
    expect(booked).toMatchObject({
      prospect: { name: 'Pat Prospect', email: 'pat@acme.com' },
      assignee: { id: org.owner, name: 'Uma Owner' },
      router: { id: ids.r1, name: 'Website demo', deleted: false },
      via: 'form_matching_rule',
      viaName: 'Account owner',
      outcome: 'booked',
      bookedBy: 'Pat Prospect',
    });
    expect(booked.loggedAt).toBe(new Date(T0 + 5 * min).toISOString());
    const byId = new Map(all.data.map((r) => [r.id, r]));
    expect(byId.get(s.disq)!.router).toMatchObject({ name: 'Old router', deleted: true });
    expect(byId.get(s.pending)!.router.deleted).toBe(true);
    expect(byId.get(s.notBooked)!.bookedBy).toBeNull();
  });

  it('searches prospect name and e-mail without case, and the assignee name', async () => {
    expect((await list(admin, '?search=PAT%20PRO')).data.map((r) => r.id)).toEqual([s.booked]);
    expect((await list(admin, '?search=GLOBEX')).data.map((r) => r.id)).toEqual([s.notBooked]);
    const byAssignee = await list(admin, '?search=oscar');
    expect(byAssignee.data.map((r) => r.id)).toEqual([s.notBooked]);
    expect(byAssignee.counts['all-prospects']).toBe(1);
    expect((await list(admin, '?search=%25')).data).toEqual([]);
  });

  it('pages with a cursor, without gaps or repeats, even within one millisecond', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: RoutingLogPageDto = await list(admin, `?routerId=${ids.r2}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      expect(page.counts['all-prospects']).toBe(5);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(pagedOrder());
    for (const bad of ['!!!', 'Zm9v', 'x'.repeat(200)])
      expect((await admin.json('GET', `/api/routing-logs?cursor=${bad}`)).status).toBe(422);
  });

  it('shows a User only sessions assigned to them, offered to them or booked with them', async () => {
    const mine = await list(owner);
    expect(mine.data.map((r) => r.id)).toEqual([s.booked, s.notBooked, s.host]);
    expect(mine.counts).toEqual({
      'all-prospects': 3,
      'prospects-that-booked': 2,
      'prospects-that-did-not-book': 1,
      'prospects-that-are-disqualified': 0,
    });
    expect((await owner.json('GET', `/api/routing-logs/${s.disq}`)).status).toBe(404);
    expect((await owner.json('GET', `/api/routing-logs/${s.host}`)).status).toBe(200);
  });

  it("never shows another organization's logs", async () => {
    const theirs = await list(outsider);
    expect(theirs.data).toEqual([]);
    expect(theirs.counts['all-prospects']).toBe(0);
    expect((await list(outsider, `?routerId=${ids.r1}`)).data).toEqual([]);
    for (const id of [s.booked, s.disq]) {
      const res = await outsider.json('GET', `/api/routing-logs/${id}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Pat');
    }
    expect((await new TestClient().json('GET', '/api/routing-logs')).status).toBe(401);
  });
});

describe('routing log details', () => {
  it('explains the decision and compares the rules used with the rules now', async () => {
    const res = await admin.json<{ data: RoutingLogDetailViewDto }>('GET', `/api/routing-logs/${s.booked}`);
    expect(res.status).toBe(200);
    const log = res.body.data;
    expect(log.explanation).toEqual([
      'Pat Prospect submitted the form on https://acme.example/demo (utm_source=google)',
      "Matching rule 'Old owners' failed: No matching record found",
      "Matching rule 'Account owner' passed: e-mail domain acme.com matched account Acme (exact match)",
      "Distribution rule 'EMEA' not evaluated: an earlier rule matched",
      'Assigned to Uma Owner, the owner of the matched account Acme',
      ROUTING_REASONS.ownerNotUpdated,
      'Lead pat@acme.com created in the CRM',
      'Pat Prospect was shown 24 slots, the first at Tue 8 Jan, 9:00 AM UTC',
      'Pat Prospect booked Tue 8 Jan, 9:00 AM UTC with Uma Owner',
    ]);
    // The page's timeline: the same steps as references the browser links and puts in the viewer's zone.
    expect(log.timeline.map((step) => timelineText(step.parts, 'America/New_York')).at(-1)).toBe(
      'Pat Prospect booked Tue 8 Jan, 4:00 AM with Uma Owner',
    );
    expect(log.timeline[4].parts).toContainEqual({ person: org.owner, name: 'Uma Owner' });
    expect(JSON.stringify(log.timeline.map((step) => timelineText(step.parts, 'UTC')))).not.toContain(org.owner);
    expect(log.currentRules).toEqual([
      { id: ids.mDeleted, name: 'Old owners', version: 1, deleted: true },
      { id: ids.m1, name: 'Account owner', version: 3, deleted: false },
      { id: ids.emea, name: 'EMEA', version: null, deleted: true },
    ]);
    expect(log.people[org.owner]).toBe('Uma Owner');
    expect(log.people[org.other]).toBe('Oscar Other');
    expect(log.meeting).toMatchObject({
      start: '2030-01-08T09:00:00.000Z',
      durationMinutes: 30,
      hostName: 'Uma Owner',
      status: 'scheduled',
    });
    expect(log.crmMatches).toEqual([
      { id: 'crm-acme', module: 'account', name: 'Acme', email: null, domain: 'acme.com', ownerName: 'Uma Owner' },
    ]);
    expect(log.submittedEntries).toEqual([
      { field: 'email', label: 'Email', value: 'pat@acme.com' },
      { field: 'country', label: 'Your country', value: 'France' },
      { field: 'company_size', label: 'Company size', value: '200' },
    ]);
    expect(log.sourceUrl).toBe('https://acme.example/demo');
    expect(log.decision?.matching.matchResult).toBe('exact');
  });

  it('tells the story of an older log from its columns, with the router-deleted flag', async () => {
    const log = (await admin.json<{ data: RoutingLogDetailDto }>('GET', `/api/routing-logs/${s.disq}`)).body.data;
    expect(log.decision).toBeNull();
    expect(log.router.deleted).toBe(true);
    expect(log.currentRules).toEqual([]);
    expect(log.explanation).toEqual(['Gina Gmail submitted the form on https://acme.example/demo', ROUTING_REASONS.freeEmailDisqualified]);
    const notBooked = (await admin.json<{ data: RoutingLogDetailDto }>('GET', `/api/routing-logs/${s.notBooked}`)).body.data;
    expect(notBooked.explanation).toEqual([
      'Nora Nobook submitted the form on https://acme.example/demo',
      'Assigned to Oscar Other via fallback pod Sales pod',
      SESSION_REASONS.leftScheduler,
    ]);
    expect((await admin.json('GET', '/api/routing-logs/no-such-log')).status).toBe(404);
  });
});

describe('routing log export', () => {
  /** Asks for the e-mailed export as the app does, runs its steps as the queue would, and reads the CSV it attaches. */
  const exported = async (client: TestClient, filters: Record<string, unknown>) => {
    const res = await client.json('POST', '/api/exports', { kind: 'routing_logs', filters });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe(EXPORT_ON_THE_WAY);
    const id = res.body.data.id as string;
    for (let i = 0; i < 10; i++) {
      const job = await env.DB.prepare('select status, next_part from export_jobs where id = ?')
        .bind(id)
        .first<{ status: string; next_part: number }>();
      if (job!.status !== 'running') break;
      await runExportStep(env as unknown as Env, db(), id, job!.next_part);
    }
    const row = await env.DB.prepare('select attachments, text from outbox where id = ?')
      .bind(`export:${id}`)
      .first<{ attachments: string; text: string }>();
    const [file] = JSON.parse(row!.attachments) as { filename: string; contentType: string; content: string }[];
    const csv = new TextDecoder().decode(Uint8Array.from(atob(file.content), (ch) => ch.charCodeAt(0)));
    return { file, csv, lines: csv.trimEnd().split(/\r?\n/), text: row!.text };
  };

  it('e-mails the filtered rows as a CSV attachment', async () => {
    const { file, lines, text } = await exported(admin, { view: 'prospects-that-booked' });
    expect(file.contentType).toMatch(/^text\/csv/);
    expect(file.filename).toMatch(/^routing-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Logged at,Prospect,Prospect e-mail,Assigned to,Router used,Via,Booked by,Outcome,Reason,Source URL,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Answers',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      'Pat Prospect,pat@acme.com,Uma Owner,Website demo,via matching rule Account owner,Pat Prospect,Meeting booked',
    );
    expect(lines[1]).toContain('google');
    expect(lines[1]).toContain('""company_size"":""200""');
    expect(lines[2]).toContain('Hal Hosted');
    expect(text).toContain('Your routing log export (Meeting Booked) is ready: 2 rows.');
  });

  it('exports only what the caller may see', async () => {
    const { lines } = await exported(owner, {});
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Pat Prospect', 'Nora Nobook', 'Hal Hosted']);
    expect((await admin.json('POST', '/api/exports', { kind: 'routing_logs', filters: { view: 'nope' } })).status).toBe(422);
  });
});
