import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../contracts/campaign';
import { ROUTER_MESSAGES } from '../contracts/routers';
import { addOrg, db, demo, TestClient, uid } from './client';
import { futureAt } from './booking-helpers';
import { crmAccount, meetingType, nativeForm, ownerRule, salesTeamId, sessionRow, widget } from './routing-session-helpers';
import { campaignRouterBody } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let typeId: string;
let formId: string;
let team: string;

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  typeId = await meetingType(admin);
  formId = await nativeForm();
  team = await salesTeamId(admin);
});

const body = (over: Record<string, unknown> = {}) =>
  campaignRouterBody(
    { teamId: team, meetingTypeId: typeId, formId },
    {
      name: `Spring webinar ${uid()}`,
      slug: `spring-${uid()}`,
      fallback: {
        distribution: 'round_robin_select',
        teamId: team,
        method: 'round_robin_strict',
        memberships: [
          { userId: 'demo-ursula', weight: 1 },
          { userId: 'demo-ravi', weight: 1 },
        ],
      },
      postBookingRedirectUrl: 'https://www.acme-site.test/thanks',
      ...over,
    },
  );

async function create(over: Record<string, unknown> = {}, as = admin) {
  const res = await as.json('POST', '/api/campaign-routers', body(over));
  if (res.status !== 201) throw new Error(`campaign router: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; slug: string; url: string; version: number };
}

/** The public link's path (/c/<org>/<slug>) and its API twin. */
const apiOf = (url: string) => `/api/public/campaigns/${new URL(url).pathname.split('/').slice(2).join('/')}`;
const PAGE = 'https://app.routewise.test/c/acme/spring';
const submit = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  widget.call('POST', `${apiOf(url)}/submissions`, { pageUrl: PAGE, ...payload }, headers);
const errorsOf = (res: { body: any }) =>
  (res.body.errors as { detail: string; source?: { pointer: string } }[]).map((e) => [e.source?.pointer, e.detail]);

describe('validation in the spec wording', () => {
  it.each([
    [{ name: '' }, '/name', CAMPAIGN_MESSAGES.nameRequired],
    [{ slug: 'spring sale!' }, '/slug', CAMPAIGN_MESSAGES.invalidSlug],
    [{ slug: '' }, '/slug', CAMPAIGN_MESSAGES.slugRequired],
    [{ teamId: '' }, '/teamId', CAMPAIGN_MESSAGES.teamRequired],
    [{ meetingTypeId: '' }, '/meetingTypeId', CAMPAIGN_MESSAGES.meetingTypeRequired],
    [{ formId: '' }, '/formId', CAMPAIGN_MESSAGES.formRequired],
    [{ assignedMemberIds: [] }, '/assignedMemberIds', CAMPAIGN_MESSAGES.memberRequired],
    [{ consentText: 'x'.repeat(301) }, '/consentText', 'Consent text up to 300 characters'],
    [{ consentEnabled: true, consentText: '' }, '/consentText', CAMPAIGN_MESSAGES.consentRequired],
    [{ postBookingRedirectUrl: 'javascript:alert(1)' }, '/postBookingRedirectUrl', 'Invalid URL'],
    [{ redirectUrl: '' }, '/redirectUrl', CAMPAIGN_MESSAGES.redirectRequired],
    [{ crmRecords: 'accounts' }, '/crmRecords', CAMPAIGN_MESSAGES.crmSettingRequired],
    [{ matchingRuleIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, '/matchingRuleIds', 'At most 6 matching rules'],
  ])('%j is refused at %s', async (over, pointer, detail) => {
    const res = await admin.json('POST', '/api/campaign-routers', body(over));
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toContainEqual([pointer, detail]);
  });

  it('checks the fallback distribution: type, memberships with weights, primary and additional groups', async () => {
    const fb = (over: Record<string, unknown>) => ({ fallback: { ...body().fallback, ...over } });
    const cases: [Record<string, unknown>, string, string][] = [
      [fb({ distribution: 'round_robin_some' }), '/fallback/distribution', 'Select a distribution type'],
      [fb({ method: '' }), '/fallback/method', CAMPAIGN_MESSAGES.roundRobinMethod],
      [fb({ memberships: [] }), '/fallback/memberships', CAMPAIGN_MESSAGES.memberRequired],
      [fb({ memberships: [{ userId: 'demo-ursula', weight: 0 }] }), '/fallback/memberships/0/weight', 'Weight should be between 1 and 99'],
      [
        fb({ memberships: [{ userId: 'demo-ursula', weight: 100 }] }),
        '/fallback/memberships/0/weight',
        'Weight should be between 1 and 99',
      ],
      [
        fb({ distribution: 'round_robin_group', primaryGroupId: 'g1', additionalGroupIds: [] }),
        '/fallback/primaryGroupId',
        CAMPAIGN_MESSAGES.groupsRequired,
      ],
    ];
    for (const [over, pointer, detail] of cases) {
      const res = await admin.json('POST', '/api/campaign-routers', body(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(errorsOf(res)).toContainEqual([pointer, detail]);
    }
  });

  it('refuses references the organization does not have', async () => {
    const other = await addOrg();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ defaultCountryCode: 'ZZ' }, '/defaultCountryCode', CAMPAIGN_MESSAGES.countryCode],
      [{ teamId: 'no-such-team' }, '/teamId', CAMPAIGN_MESSAGES.teamRequired],
      [{ meetingTypeId: 'no-such-type' }, '/meetingTypeId', CAMPAIGN_MESSAGES.meetingTypeRequired],
      [{ assignedMemberIds: [other.admin.id] }, '/assignedMemberIds', CAMPAIGN_MESSAGES.membersInTeam],
      [{ matchingRuleIds: ['no-such-rule'] }, '/matchingRuleIds/0', 'This rule has been deleted'],
      [{ marketingFormId: formId }, '/marketingFormId', CAMPAIGN_MESSAGES.marketingFormKind],
    ];
    for (const [over, pointer, detail] of cases) {
      const res = await admin.json('POST', '/api/campaign-routers', body(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(errorsOf(res)).toContainEqual([pointer, detail]);
    }
  });
});

describe('slugs, roles, organizations and versions', () => {
  it('five parallel creates of one slug: exactly one router, four 409s saying why', async () => {
    const slug = `race-${uid()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.json('POST', '/api/campaign-routers', body({ slug }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.errors[0]).toMatchObject({ code: 'slug_taken', detail: CAMPAIGN_MESSAGES.slugInUse, source: { pointer: '/slug' } });
    const list = (await admin.json('GET', `/api/campaign-routers?search=${slug}`)).body.data as { slug: string }[];
    expect(list.filter((r) => r.slug === slug)).toHaveLength(1);
    expect((await admin.json('GET', `/api/campaign-routers/slug-availability?slug=${slug}`)).body.data).toEqual({ slug, available: false });
  });

  it('the same slug is free in another organization; each sees only its own routers', async () => {
    const mine = await create();
    const other = await addOrg();
    const them = await new TestClient().login(other.admin.email);
    expect((await them.json('GET', `/api/campaign-routers/${mine.id}`)).status).toBe(404);
    expect((await them.json('PUT', `/api/campaign-routers/${mine.id}`, body({ slug: mine.slug }))).status).toBe(404);
    expect((await them.json('DELETE', `/api/campaign-routers/${mine.id}`)).status).toBe(404);
    expect((await them.json('GET', `/api/campaign-routers/${mine.id}/round-robin`)).status).toBe(404);
    expect((await them.json('GET', '/api/campaign-routers')).body.data).toEqual([]);
    // Their organization's key with our slug names nothing.
    expect((await widget.call('GET', `/api/public/campaigns/${other.accountId}/${mine.slug}`)).status).toBe(404);
  });

  it('Admins and Managers write; a User reads only', async () => {
    const made = await create({}, manager);
    expect((await user.json('GET', `/api/campaign-routers/${made.id}`)).status).toBe(200);
    expect((await user.json('POST', '/api/campaign-routers', body())).status).toBe(403);
    expect((await user.json('PUT', `/api/campaign-routers/${made.id}`, body())).status).toBe(403);
    expect((await user.json('DELETE', `/api/campaign-routers/${made.id}`)).status).toBe(403);
    expect((await user.json('POST', `/api/campaign-routers/${made.id}/clone`, {})).status).toBe(403);
    expect((await new TestClient().json('GET', '/api/campaign-routers')).status).toBe(401);
  });

  it('edits are versioned: ETag, If-Match, one winner of two edits from the same version', async () => {
    const made = await create();
    const res = await admin.request('GET', `/api/campaign-routers/${made.id}`);
    expect(res.headers.get('etag')).toBe('W/"1"');
    const edit = (name: string) =>
      admin.request('PUT', `/api/campaign-routers/${made.id}`, JSON.stringify(body({ slug: made.slug, name })), {
        'if-match': 'W/"1"',
        'content-type': 'application/json',
      });
    const both = await Promise.all([edit('First'), edit('Second')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 412]);
    const now = await admin.json('GET', `/api/campaign-routers/${made.id}`);
    expect(now.body.data.version).toBe(2);
    expect(['First', 'Second']).toContain(now.body.data.name);
  });

  it('renaming onto a taken slug is refused; the fallback distribution is a configured pod', async () => {
    const a = await create();
    const b = await create();
    const res = await admin.json('PUT', `/api/campaign-routers/${b.id}`, body({ slug: a.slug }));
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ code: 'slug_taken', detail: CAMPAIGN_MESSAGES.slugInUse });
    const rr = await admin.json('GET', `/api/campaign-routers/${b.id}/round-robin`);
    expect(rr.status).toBe(200);
    expect(rr.body.data.members.map((m: { name: string }) => m.name).sort()).toEqual(['Ravi Rep', 'Ursula Rep']);
    const weighted = await admin.json(
      'PUT',
      `/api/campaign-routers/${b.id}`,
      body({ slug: b.slug, fallback: { ...body().fallback, memberships: [{ userId: 'demo-ursula', weight: 3 }] } }),
    );
    expect(weighted.status).toBe(200);
    const after = await admin.json('GET', `/api/campaign-routers/${b.id}/round-robin`);
    expect(
      after.body.data.members.filter((m: { active: boolean }) => m.active).map((m: { name: string; weight: number }) => [m.name, m.weight]),
    ).toEqual([['Ursula Rep', 3]]);
  });

  it('clones under a free slug and shows the installation links with merge tags', async () => {
    const made = await create();
    const c1 = await admin.json('POST', `/api/campaign-routers/${made.id}/clone`, {});
    const c2 = await admin.json('POST', `/api/campaign-routers/${made.id}/clone`, {});
    expect([c1.status, c2.status]).toEqual([201, 201]);
    expect([c1.body.data.slug, c2.body.data.slug]).toEqual([`${made.slug}-copy`, `${made.slug}-copy-2`]);
    const inst = (await admin.json('GET', `/api/campaign-routers/${made.id}/installation`)).body.data;
    expect(inst.url).toBe(made.url);
    expect(new URL(made.url).pathname).toMatch(new RegExp(`^/c/[^/]+/${made.slug}$`));
    const byTool = Object.fromEntries(inst.tools.map((t: { key: string; url: string }) => [t.key, t.url]));
    expect(byTool.hubspot).toBe(`${made.url}?email={{contact.email}}&first_name={{contact.firstname}}&last_name={{contact.lastname}}`);
    expect(byTool.marketo).toContain('email={{lead.Email%20Address}}');
    expect(byTool.pardot).toContain('email=%%email%%');
    expect(byTool.mailchimp).toContain('email=*|EMAIL|*');
    expect(byTool.activecampaign).toContain('email=%EMAIL%');
    expect(byTool.outreach).toContain('email={{email}}');
  });
});

describe('the public router link', () => {
  it('a pre-filled link routes at once: the matched owner, campaign_matching_rule, attribution stored', async () => {
    const domain = await crmAccount('demo-ravi');
    const made = await create({ matchingRuleIds: [await ownerRule(admin)] });
    const page = await widget.call('GET', apiOf(made.url));
    expect(page.status).toBe(200);
    expect(page.body.data.questions.map((q: { id: string }) => q.id)).toEqual(['name', 'email', 'country', 'phone', 'company']);
    const res = await submit(made.url, {
      prefilled: true,
      answers: { email: `lee@${domain}` },
      referrer: 'https://mail.example.test/',
      utm: { source: 'newsletter', campaign: 'spring' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ outcome: 'not_booked', assignee: { kind: 'user', name: 'Ravi Rep' } });
    const row = (await sessionRow(res.body.data.sessionId))!;
    expect(row).toMatchObject({
      routerKind: 'campaign',
      routerId: made.id,
      via: 'campaign_matching_rule',
      assigneeUserId: 'demo-ravi',
      outcome: 'pending',
    });
    expect(row.attribution).toEqual({
      pageUrl: PAGE,
      referrer: 'https://mail.example.test/',
      utm: { source: 'newsletter', campaign: 'spring' },
    });
  });

  it('a bare link needs the contact form: required answers, consent, phones in the default country', async () => {
    const made = await create({ consentEnabled: true, consentText: 'I agree to be contacted.', defaultCountryCode: 'GB' });
    const bare = await submit(made.url, { answers: { email: `sam-${uid()}@prospect.test` } });
    expect(bare.status).toBe(422);
    expect(errorsOf(bare)).toEqual(
      expect.arrayContaining([
        ['/answers/name', 'Required field'],
        ['/consent', CAMPAIGN_MESSAGES.consentNotGiven],
      ]),
    );
    expect(errorsOf(await submit(made.url, { prefilled: true, answers: {} }))).toContainEqual([
      '/answers/email',
      CAMPAIGN_MESSAGES.emailRequired,
    ]);
    expect(errorsOf(await submit(made.url, { prefilled: true, answers: { email: 'not-an-email' } }))).toContainEqual([
      '/answers/email',
      CAMPAIGN_MESSAGES.emailInvalid,
    ]);
    const badPhone = await submit(made.url, { consent: true, answers: { name: 'Sam', email: `sam-${uid()}@prospect.test`, phone: '12' } });
    expect(errorsOf(badPhone)).toContainEqual(['/answers/phone', CAMPAIGN_MESSAGES.invalidPhone]);
    const ok = await submit(made.url, {
      consent: true,
      answers: { name: 'Sam Prospect', email: `sam-${uid()}@prospect.test`, phone: '020 7946 0958', country: 'UK' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.assignee.kind).toBe('user');
    const row = (await sessionRow(ok.body.data.sessionId))!;
    expect(row.answers.phone).toBe('+442079460958');
    expect(row).toMatchObject({ routerKind: 'campaign', via: 'fallback_pod', podId: made.id });
    expect(row.attribution.pageUrl).toBe(PAGE);
    // Leaving without a slot ends the session not booked; the attribution stays.
    expect((await widget.close(ok.body.data.sessionId)).body.data).toEqual({
      outcome: 'not_booked',
      redirectUrl: 'https://www.acme-site.test/later',
    });
    expect((await sessionRow(ok.body.data.sessionId))!).toMatchObject({ outcome: 'not_booked', attribution: { pageUrl: PAGE } });
  });

  it('a double click on the contact form routes once (one Idempotency-Key, one session)', async () => {
    const made = await create();
    const email = `twice-${uid()}@prospect.test`;
    const key = crypto.randomUUID();
    const both = await Promise.all([0, 1].map(() => submit(made.url, { prefilled: true, answers: { email } }, { 'idempotency-key': key })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0].body.data.sessionId).toBe(both[1].body.data.sessionId);
    const rows = await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ? and prospect_email = ?')
      .bind(made.id, email)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it('one address may submit to one link 20 times in ten minutes, then hears 429', async () => {
    const made = await create();
    const ip = { 'cf-connecting-ip': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await submit(made.url, { prefilled: true, answers: { email: `flood-${i}@prospect.test` } }, ip)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const last = await submit(made.url, { prefilled: true, answers: { email: 'flood-x@prospect.test' } }, ip);
    expect(last.status).toBe(429);
    expect(
      (await submit(made.url, { prefilled: true, answers: { email: 'other@prospect.test' } }, { 'cf-connecting-ip': '10.200.1.1' })).status,
    ).toBe(201);
  });

  it('a deleted router or an unknown slug answers 404; the old slug stays taken', async () => {
    const made = await create();
    expect((await admin.json('DELETE', `/api/campaign-routers/${made.id}`)).status).toBe(204);
    expect((await widget.call('GET', apiOf(made.url))).status).toBe(404);
    expect((await submit(made.url, { prefilled: true, answers: { email: 'x@prospect.test' } })).status).toBe(404);
    expect((await admin.json('POST', '/api/campaign-routers', body({ slug: made.slug }))).status).toBe(409);
  });

  it('books through the one booking path: a double click books one meeting, redirects to the post-booking URL', async () => {
    const made = await create();
    const sub = await submit(made.url, { prefilled: true, answers: { email: `dana-${uid()}@prospect.test`, name: 'Dana' } });
    const sessionId = sub.body.data.sessionId;
    const start = futureAt(13, 30, 5);
    const key = crypto.randomUUID();
    // The same click twice (one Idempotency-Key), and three more tabs with their own keys.
    const results = await Promise.all([
      widget.book(sessionId, start, key),
      widget.book(sessionId, start, key),
      widget.book(sessionId, start),
      widget.book(sessionId, start),
      widget.book(sessionId, start),
    ]);
    const ok = results.filter((r) => r.status === 201);
    const ids = new Set(ok.map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect([ROUTER_MESSAGES.sessionEnded, 'This slot has been just booked by someone else. Please choose a different one.']).toContain(
        r.body.errors[0].detail,
      );
    }
    const meetings = await env.DB.prepare(
      'select count(*) as n from meetings where id in (select meeting_id from routing_sessions where id = ?)',
    )
      .bind(sessionId)
      .first<{ n: number }>();
    expect(meetings!.n).toBe(1);
    const claims = await env.DB.prepare("select count(*) as n from booking_claims where kind = 'routing_session' and subject_id = ?")
      .bind(sessionId)
      .first<{ n: number }>();
    expect(claims!.n).toBe(1);
    expect(ok[0].body.data.redirectUrl).toBe('https://www.acme-site.test/thanks');
    const row = (await sessionRow(sessionId))!;
    expect(row).toMatchObject({ outcome: 'booked', routerKind: 'campaign', meetingId: [...ids][0] });
    const source = await env.DB.prepare('select source from meetings where id = ?')
      .bind([...ids][0])
      .first<{ source: string }>();
    expect(source!.source).toBe('router');
    // The campaign's CRM setting: create and update contacts (written after the submission's answer).
    await vi.waitFor(async () => {
      const contact = await db().query.crmRecords.findFirst({
        where: (r, { and, eq }) => and(eq(r.accountId, row.accountId), eq(r.email, row.prospectEmail), eq(r.module, 'contact')),
      });
      expect(contact).toBeTruthy();
    });
  });

  it('without a post-booking URL the prospect stays on the confirmation page', async () => {
    const made = await create({ postBookingRedirectUrl: '' });
    const sub = await submit(made.url, { prefilled: true, answers: { email: `stay-${uid()}@prospect.test` } });
    const booked = await widget.book(sub.body.data.sessionId, futureAt(14, 0, 5));
    expect(booked.status).toBe(201);
    expect(booked.body.data.redirectUrl).toBeNull();
    expect((await sessionRow(sub.body.data.sessionId))!.decision!.redirect).toBeNull();
  });

  it('sessions show in the routing log filtered by router kind, and on the router card', async () => {
    const made = await create();
    const a = await submit(made.url, { prefilled: true, answers: { email: `log-a-${uid()}@prospect.test` } });
    const b = await submit(made.url, { prefilled: true, answers: { email: `log-b-${uid()}@prospect.test` } });
    await widget.book(a.body.data.sessionId, futureAt(15, 0, 6));
    await widget.close(b.body.data.sessionId);
    const all = await admin.json('GET', `/api/routing-logs?routerKind=campaign&routerId=${made.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { id: string }) => r.id).sort()).toEqual([a.body.data.sessionId, b.body.data.sessionId].sort());
    expect(all.body.data.every((r: { router: { deleted: boolean } }) => !r.router.deleted)).toBe(true);
    const booked = await admin.json('GET', `/api/routing-logs?routerKind=campaign&routerId=${made.id}&view=prospects-that-booked`);
    expect(booked.body.data.map((r: { id: string }) => r.id)).toEqual([a.body.data.sessionId]);
    const notBooked = await admin.json('GET', `/api/routing-logs?routerKind=campaign&routerId=${made.id}&view=prospects-that-did-not-book`);
    expect(notBooked.body.data.map((r: { id: string }) => r.id)).toEqual([b.body.data.sessionId]);
    const detail = await admin.json('GET', `/api/routing-logs/${a.body.data.sessionId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      router: { id: made.id, deleted: false },
      via: 'fallback_pod',
      outcome: 'booked',
      attribution: { pageUrl: PAGE },
    });
    expect(detail.body.data.submittedEntries.map((e: { label: string }) => e.label)).toContain('Work e-mail');
    expect(detail.body.data.timeline.length).toBeGreaterThan(2);
    const inbound = await admin.json('GET', `/api/routing-logs?routerKind=inbound&routerId=${made.id}`);
    expect(inbound.body.data).toEqual([]);
    const card = (
      (await admin.json('GET', `/api/campaign-routers?search=${made.slug}`)).body.data as { id: string; stats: Record<string, number> }[]
    ).find((r) => r.id === made.id)!;
    expect(card.stats).toMatchObject({ processed: 2, booked: 1, notBooked: 1 });
  });
});
