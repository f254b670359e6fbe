import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTER_MESSAGES } from '../contracts/routers';
import { routingSessions } from '../db/schema/routers';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { MISSING_RULE } from '../features/routers/parts/references';
import { TestClient, addOrg, apiErrorProblems, db, demo, signIn } from './client';
import { distributionRule, marketingForm, matchingRule, meetingTypeId, router, routerBody } from './router-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let c: Awaited<ReturnType<typeof demo>>;
let other: TestClient;
let otherAccountId = '';
let introId = '';

beforeAll(async () => {
  c = await demo();
  introId = await meetingTypeId(c.admin);
  const org = await addOrg();
  otherAccountId = org.accountId;
  other = await signIn(org.admin.email);
});

/** The 422's first detail per pointer. */
async function problems(client: TestClient, method: string, path: string, body: unknown) {
  const res = await client.json(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(apiErrorProblems(422, res.body)).toEqual([]);
  return Object.fromEntries(res.body.errors.map((e: any) => [e.source?.pointer, e.detail]));
}

describe('inbound routers', () => {
  it('creates a router with valid references and reads it back', async () => {
    const form = await marketingForm(c.admin);
    const refs = {
      formId: form.id,
      meetingTypeId: introId,
      matchingRuleIds: [await matchingRule(c.admin), await matchingRule(c.admin)],
      distributionRuleIds: [await distributionRule(c.admin)],
    };
    const fallbackPodId = await distributionRule(c.admin, 'fallback_pod');
    const redistribution = await distributionRule(c.admin);
    const body = routerBody(refs, {
      fallbackPodId,
      redistributionEnabled: true,
      notBookedMinutes: 15,
      redistributionRuleIds: [redistribution, fallbackPodId],
      createLeads: true,
      updateLeads: true,
    });
    const created = await c.manager.json('POST', '/api/routers', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const r = created.body.data;
    expect(r).toMatchObject({
      name: body.name,
      matchingEnabled: true,
      matchingRuleIds: refs.matchingRuleIds,
      distributionRuleIds: refs.distributionRuleIds,
      fallbackPodId,
      redistributionRuleIds: [redistribution, fallbackPodId],
      notBookedMinutes: 15,
      redirects: body.redirects,
      crmModule: 'lead',
      createLeads: true,
      updateLeads: true,
      createContacts: false,
      disqualifyInvalidEmail: true,
      version: 1,
      installation: 'awaiting_installation',
      verifiedAt: null,
      form: { id: form.id, name: form.name, provider: 'hubspot', mapped: true },
      meetingType: { id: introId, name: 'Intro call', durationMinutes: 30 },
    });
    expect((await c.user.json('GET', `/api/routers/${r.id}`)).body.data).toEqual(r);

    // The form now lists the router as a dependency and cannot be deleted.
    expect((await c.admin.json('GET', `/api/forms/${form.id}/dependencies`)).body.data).toEqual({
      routers: [{ id: r.id, name: body.name }],
      relays: [],
    });
    expect((await c.admin.json('DELETE', `/api/forms/${form.id}`)).status).toBe(409);
    expect((await c.admin.json('GET', '/api/forms')).body.data.find((f: any) => f.id === form.id).routerCount).toBe(1);
  });

  it('answers the schema rules with the spec wording', async () => {
    const form = await marketingForm(c.admin);
    const refs = { formId: form.id, meetingTypeId: introId, distributionRuleIds: ['any'] };
    const bad = (over: Record<string, unknown>) => problems(c.admin, 'POST', '/api/routers', routerBody(refs, over));
    expect((await bad({ name: '  ' }))['/name']).toBe(ROUTER_MESSAGES.nameRequired);
    expect((await bad({ redirects: { ...routerBody(refs).redirects, bookedUrl: 'javascript:alert(1)' } }))['/redirects/bookedUrl']).toBe(
      'Invalid URL',
    );
    expect((await bad({ redirects: { ...routerBody(refs).redirects, notBookedUrl: '' } }))['/redirects/notBookedUrl']).toBe(
      ROUTER_MESSAGES.redirectRequired,
    );
    expect((await bad({ matchingEnabled: true, matchingRuleIds: ['1', '2', '3', '4', '5', '6', '7'] }))['/matchingRuleIds']).toBe(
      ROUTER_MESSAGES.matchingRulesMax,
    );
    expect((await bad({ matchingEnabled: true, matchingRuleIds: [] }))['/matchingRuleIds']).toBe(ROUTER_MESSAGES.matchingRuleRequired);
    expect((await bad({ redistributionEnabled: true, redistributionRuleIds: [] }))['/redistributionRuleIds']).toBe(
      ROUTER_MESSAGES.redistributionRuleRequired,
    );
    expect((await bad({ createLeads: true, updateContacts: true }))['/createLeads']).toBe(ROUTER_MESSAGES.leadsExclusive);
    expect((await bad({ distributionRuleIds: [], fallbackPodId: null }))['/distributionRuleIds']).toBe(
      ROUTER_MESSAGES.matchingOrDistribution,
    );
    expect(
      (await bad({ matchingEnabled: true, matchingRuleIds: ['m'], distributionRuleIds: [], fallbackPodId: null }))['/distributionRuleIds'],
    ).toBe(ROUTER_MESSAGES.distributionRuleRequired);
    expect((await bad({ notBookedMinutes: 7 }))['/notBookedMinutes']).toBe(ROUTER_MESSAGES.notBookedTime);
    expect((await bad({ crmModule: 'deal' }))['/crmModule']).toBe(ROUTER_MESSAGES.crmModuleRequired);
  });

  it('refuses unknown, foreign and wrong-kind references, each at its field', async () => {
    const form = await marketingForm(c.admin);
    const rule = await distributionRule(c.admin);
    const fallback = await distributionRule(c.admin, 'fallback_pod');
    const matching = await matchingRule(c.admin);
    const refs = { formId: form.id, meetingTypeId: introId, distributionRuleIds: [rule] };

    const unknown = await problems(
      c.admin,
      'POST',
      '/api/routers',
      routerBody(
        { formId: 'no-form', meetingTypeId: 'no-type', matchingRuleIds: ['no-rule'], distributionRuleIds: ['no-rule'] },
        { fallbackPodId: 'no-pod', redistributionEnabled: true, redistributionRuleIds: ['no-rule'] },
      ),
    );
    expect(unknown).toEqual({
      '/formId': ROUTER_MESSAGES.formRequired,
      '/meetingTypeId': ROUTER_MESSAGES.meetingTypeRequired,
      '/matchingRuleIds': MISSING_RULE.matching,
      '/distributionRuleIds': MISSING_RULE.distribution,
      '/fallbackPodId': MISSING_RULE.fallback,
      '/redistributionRuleIds': MISSING_RULE.redistribution,
    });

    // A fallback pod is not a distribution rule, and a rule is not the fallback pod.
    const kinds = await problems(
      c.admin,
      'POST',
      '/api/routers',
      routerBody({ ...refs, distributionRuleIds: [fallback] }, { fallbackPodId: rule }),
    );
    expect(kinds).toEqual({ '/distributionRuleIds': MISSING_RULE.distribution, '/fallbackPodId': MISSING_RULE.fallback });

    // Another organization's rows are unknown to it.
    const foreign = await problems(
      other,
      'POST',
      '/api/routers',
      routerBody({ formId: form.id, meetingTypeId: introId, matchingRuleIds: [matching], distributionRuleIds: [rule] }),
    );
    expect(foreign).toEqual({
      '/formId': ROUTER_MESSAGES.formRequired,
      '/meetingTypeId': ROUTER_MESSAGES.meetingTypeRequired,
      '/matchingRuleIds': MISSING_RULE.matching,
      '/distributionRuleIds': MISSING_RULE.distribution,
    });
  });

  it('needs a form whose name and e-mail are mapped', async () => {
    const refs = { meetingTypeId: introId, distributionRuleIds: [await distributionRule(c.admin)] };
    const noName = await marketingForm(c.admin, { nameFields: { mode: 'split', firstName: '', lastName: 'lastname' } });
    expect((await problems(c.admin, 'POST', '/api/routers', routerBody({ ...refs, formId: noName.id })))['/formId']).toBe(
      ROUTER_MESSAGES.nameAndEmailMapped,
    );
    const unmapped = await marketingForm(c.admin);
    await env.DB.prepare('update forms set mapping = null where id = ?').bind(unmapped.id).run();
    expect((await problems(c.admin, 'POST', '/api/routers', routerBody({ ...refs, formId: unmapped.id })))['/formId']).toBe(
      ROUTER_MESSAGES.formNotMapped,
    );
    const fullName = await marketingForm(c.admin, { nameFields: { mode: 'full', fullName: 'your-name' } });
    expect((await c.admin.json('POST', '/api/routers', routerBody({ ...refs, formId: fullName.id }))).status).toBe(201);
  });

  it('keeps the matching configuration fixed after creation', async () => {
    const form = await marketingForm(c.admin);
    const [m1, m2] = [await matchingRule(c.admin), await matchingRule(c.admin)];
    const refs = {
      formId: form.id,
      meetingTypeId: introId,
      matchingRuleIds: [m1, m2],
      distributionRuleIds: [await distributionRule(c.admin)],
    };
    const r = (await c.admin.json('POST', '/api/routers', routerBody(refs))).body.data;
    const put = (over: Record<string, unknown>) => c.admin.json('PUT', `/api/routers/${r.id}`, routerBody(refs, { name: r.name, ...over }));
    for (const over of [{ matchingRuleIds: [m2, m1] }, { matchingRuleIds: [m1] }, { matchingEnabled: false, matchingRuleIds: [] }]) {
      const res = await put(over);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        code: 'matching_locked',
        detail: ROUTER_MESSAGES.matchingLocked,
        source: { pointer: '/matchingRuleIds' },
      });
    }
    // A matching rule deleted since creation does not block other edits.
    expect((await c.admin.json('DELETE', `/api/matching-rules/${m2}`)).status).toBe(204);
    const renamed = await put({ name: 'Renamed router', notBookedMinutes: 5 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Renamed router', notBookedMinutes: 5, version: 2, matchingRuleIds: [m1, m2] });
    expect(Date.parse(renamed.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(r.updatedAt));
  });

  it('asks before a new form resets the redirect query parameters', async () => {
    const r = await router(c.admin);
    const refs = {
      formId: r.formId,
      meetingTypeId: introId,
      distributionRuleIds: (await c.admin.json('GET', `/api/routers/${r.id}`)).body.data.distributionRuleIds,
    };
    const next = await marketingForm(c.admin);
    const body = routerBody({ ...refs, formId: next.id }, { name: r.name });

    const asked = await c.admin.json('PUT', `/api/routers/${r.id}`, body);
    expect(asked.status).toBe(409);
    expect(asked.body.errors[0]).toMatchObject({
      code: 'confirm_form_reset',
      detail: ROUTER_MESSAGES.formChangeResets,
      source: { pointer: '/formId' },
    });
    expect((await c.admin.json('GET', `/api/routers/${r.id}`)).body.data).toMatchObject({ formId: r.formId, version: 1 });
    expect((await c.admin.json('PUT', `/api/routers/${r.id}?confirmFormReset=false`, body)).status).toBe(409);

    const confirmed = await c.admin.json('PUT', `/api/routers/${r.id}?confirmFormReset=true`, body);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ formId: next.id, version: 2, form: { id: next.id } });
    expect(confirmed.body.data.redirects.queryParams).toEqual([]);

    // With no query parameters left there is nothing to reset: the next form change needs no confirmation.
    const third = await marketingForm(c.admin);
    const again = await c.admin.json(
      'PUT',
      `/api/routers/${r.id}`,
      routerBody({ ...refs, formId: third.id }, { name: r.name, redirects: { ...body.redirects, queryParams: [] } }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(3);
  });

  it('deletes softly: gone from reads, the list and the form dependencies', async () => {
    const r = await router(c.admin);
    expect((await c.admin.json('DELETE', `/api/routers/${r.id}`)).status).toBe(204);
    expect((await c.admin.json('GET', `/api/routers/${r.id}`)).status).toBe(404);
    expect((await c.admin.json('DELETE', `/api/routers/${r.id}`)).status).toBe(404);
    expect((await c.admin.json('GET', `/api/routers/${r.id}/installation`)).status).toBe(404);
    expect((await c.admin.json('GET', '/api/routers')).body.data.some((x: any) => x.id === r.id)).toBe(false);
    expect((await c.admin.json('DELETE', `/api/forms/${r.formId}`)).status).toBe(204);
    const row = await env.DB.prepare('select deleted_at from routers where id = ?').bind(r.id).first<{ deleted_at: number }>();
    expect(row?.deleted_at).toBeGreaterThan(0);
  });

  it('lists newest first with the last 28 days of figures, searchable by name', async () => {
    const [m1, m2] = [await matchingRule(c.admin), await matchingRule(c.admin)];
    const first = await router(c.admin, { name: 'Stats pricing router', matchingEnabled: true, matchingRuleIds: [m1, m2] });
    const second = await router(c.admin, { name: 'Stats careers router' });
    expect((await c.admin.json('DELETE', `/api/matching-rules/${m2}`)).status).toBe(204);

    const now = Date.now();
    const session = (routerId: string, ageDays: number, extra: Partial<typeof routingSessions.$inferInsert> = {}) => ({
      id: crypto.randomUUID(),
      accountId: DEMO_ACCOUNT_ID,
      routerId,
      routerName: 'x',
      answers: {},
      attribution: { pageUrl: 'https://www.acme.test/demo', referrer: null, utm: {} },
      createdAt: now - ageDays * 86_400_000,
      updatedAt: now,
      ...extra,
    });
    await db()
      .insert(routingSessions)
      .values([
        session(first.id, 1, { outcome: 'booked', assigneeUserId: 'demo-ursula' }),
        session(first.id, 2, { outcome: 'not_booked', candidateUserIds: ['demo-ravi', 'demo-ursula'] }),
        session(first.id, 3, { outcome: 'disqualified' }),
        session(first.id, 27),
        session(first.id, 29, { outcome: 'booked', assigneeUserId: 'demo-ursula' }),
        session(second.id, 1, { outcome: 'booked', assigneeUserId: 'demo-ravi' }),
      ]);
    // Another organization's sessions under the same router id never count.
    const foreign = session(first.id, 1, { outcome: 'booked', assigneeUserId: 'x' });
    await db()
      .insert(routingSessions)
      .values({ ...foreign, accountId: otherAccountId });

    // The figures are the routing log's own counts: a User sees those of the sessions their log lists.
    const mine = (await c.user.json('GET', '/api/routers?search=stats')).body.data;
    expect(mine[1].stats).toMatchObject({ processed: 2, assigned: 1, booked: 1, disqualified: 0 });
    expect(mine[0].stats).toMatchObject({ processed: 0, assigned: 0, booked: 0, disqualified: 0 });
    const list = (await c.admin.json('GET', '/api/routers?search=stats')).body.data;
    expect(list.map((r: any) => r.id)).toEqual([second.id, first.id]);
    const card = list[1];
    expect(card.stats).toMatchObject({ processed: 4, assigned: 1, booked: 1, disqualified: 1 });
    expect(Math.abs(Date.parse(card.stats.since) - (now - 28 * 86_400_000))).toBeLessThan(60_000);
    expect(card.activeMatchingRules).toBe(1);
    expect(list[0].stats).toMatchObject({ processed: 1, assigned: 1, booked: 1, disqualified: 0 });
    expect(list[0].activeMatchingRules).toBe(0);

    expect((await c.user.json('GET', '/api/routers?search=PRICING')).body.data.map((r: any) => r.id)).toEqual([first.id]);
    expect((await c.user.json('GET', `/api/routers?search=${encodeURIComponent('%')}`)).body.data).toEqual([]);
  });

  it('shows the installation snippet with the organization trusted origins', async () => {
    const r = await router(c.admin);
    expect((await c.admin.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: ['https://www.acme.test'] })).status).toBe(
      200,
    );
    const res = await c.user.json('GET', `/api/routers/${r.id}/installation`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      routerId: r.id,
      installation: 'awaiting_installation',
      verifiedAt: null,
      verifiedOrigin: null,
      scriptUrl: 'http://127.0.0.1:8787/widget.js',
      snippet: `<script async src="http://127.0.0.1:8787/widget.js" data-router="${r.id}"></script>`,
      trustedOrigins: ['https://www.acme.test'],
      formSourceUrl: 'https://www.acme.test/demo',
    });
  });

  it('lets everyone read and only Admins and Managers write', async () => {
    const r = await router(c.admin);
    const full = (await c.admin.json('GET', `/api/routers/${r.id}`)).body.data;
    const body = routerBody({ formId: full.formId, meetingTypeId: introId, distributionRuleIds: full.distributionRuleIds });
    for (const who of [c.user, c.booker]) {
      expect((await who.json('GET', '/api/routers')).status).toBe(200);
      expect((await who.json('GET', `/api/routers/${r.id}`)).status).toBe(200);
      expect((await who.json('GET', `/api/routers/${r.id}/installation`)).status).toBe(200);
      for (const [method, path, b] of [
        ['POST', '/api/routers', body],
        ['PUT', `/api/routers/${r.id}`, body],
        ['DELETE', `/api/routers/${r.id}`, undefined],
      ] as const) {
        const res = await who.json(method, path, b);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.errors[0].code).toBe('forbidden');
      }
    }
    expect((await c.manager.json('PUT', `/api/routers/${r.id}`, { ...body, name: r.name })).status).toBe(200);
    expect((await c.manager.json('DELETE', `/api/routers/${r.id}`)).status).toBe(204);
  });

  it("answers 404 for another organization's router and changes nothing", async () => {
    const r = await router(c.admin);
    const before = (await c.admin.json('GET', `/api/routers/${r.id}`)).body.data;
    const body = routerBody(
      { formId: r.formId, meetingTypeId: introId, distributionRuleIds: before.distributionRuleIds },
      { name: 'Pwned' },
    );
    for (const [method, path, b] of [
      ['GET', `/api/routers/${r.id}`, undefined],
      ['GET', `/api/routers/${r.id}/installation`, undefined],
      ['PUT', `/api/routers/${r.id}?confirmFormReset=true`, body],
      ['DELETE', `/api/routers/${r.id}`, undefined],
    ] as const) {
      const res = await other.json(method, path, b);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(r.name);
    }
    expect((await other.json('GET', '/api/routers')).body.data.some((x: any) => x.id === r.id)).toBe(false);
    expect((await c.admin.json('GET', `/api/routers/${r.id}`)).body.data).toEqual(before);
  });
});

describe('trusted origins', () => {
  it('normalises origins, removes duplicates and refuses anything with a path', async () => {
    const saved = await c.admin.json('PUT', '/api/organization/trusted-origins', {
      trustedOrigins: [' https://WWW.Acme.test/ ', 'https://www.acme.test', 'http://localhost:3000', 'https://shop.acme.test:443'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ trustedOrigins: ['https://www.acme.test', 'http://localhost:3000', 'https://shop.acme.test'] });
    expect((await c.user.json('GET', '/api/organization/trusted-origins')).body.data).toEqual(saved.body.data);

    for (const bad of ['https://www.acme.test/pricing', 'ftp://files.acme.test', 'acme.test', 'https://www.acme.test/?x=1']) {
      const res = await c.admin.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: ['https://ok.acme.test', bad] });
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: 'Enter a valid origin url', source: { pointer: '/trustedOrigins/1' } });
    }
    expect((await c.admin.json('GET', '/api/organization/trusted-origins')).body.data).toEqual(saved.body.data);
  });

  it('only an Admin changes them, and each organization has its own', async () => {
    for (const who of [c.manager, c.user]) {
      expect((await who.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: [] })).status).toBe(403);
    }
    expect((await other.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: ['https://other.test'] })).status).toBe(200);
    expect((await c.admin.json('GET', '/api/organization/trusted-origins')).body.data.trustedOrigins).not.toContain('https://other.test');
    expect((await other.json('GET', '/api/organization/trusted-origins')).body.data).toEqual({ trustedOrigins: ['https://other.test'] });
  });
});
