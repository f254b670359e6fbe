import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { addOrg, addUser, demo, signIn, type TestClient } from './client';
import { createLink, openMeetingType, publicGet } from './booking-helpers';
import { crmAccount, makeRouter, meetingType, nativeForm, ownerRule, salesTeamId, widget } from './routing-session-helpers';

// Settings -> Meeting -> Auto-redirection: Admins save it, and the pages a prospect books on carry it
// (the widget's confirmation reads it; the browser test watches the countdown and the stay link).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PATH = '/api/meeting-settings/auto-redirection';
let admin: TestClient;
let manager: TestClient;
let member: TestClient;
let memberId: string;

beforeAll(async () => {
  const org = await addOrg({ company: 'Redirectco' });
  admin = await signIn(org.admin.email);
  const m = await addUser(org.accountId, { role: 'regular', name: 'Mia Member' });
  memberId = m.id;
  member = await signIn(m.email);
  manager = await signIn((await addUser(org.accountId, { role: 'manager' })).email);
});

describe('auto-redirection settings', () => {
  it('starts on a 10 s countdown; an Admin saves it, with an audit entry, and the link page carries it', async () => {
    expect((await admin.json('GET', PATH)).body.data).toEqual({ mode: 'countdown', seconds: 10, updatedAt: null });
    const type = await openMeetingType(admin, [memberId]);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: memberId, name: 'Intro call' });
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.postBooking).toEqual({ mode: 'countdown', seconds: 10 });

    const saved = await admin.json('PUT', PATH, { mode: 'countdown', seconds: 4 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mode: 'countdown', seconds: 4, updatedAt: expect.any(String) });
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.postBooking).toEqual({ mode: 'countdown', seconds: 4 });

    expect((await admin.json('PUT', PATH, { mode: 'stay', seconds: 4 })).status).toBe(200);
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.postBooking).toEqual({ mode: 'stay', seconds: 4 });
    // Saving the same again records nothing new.
    await admin.json('PUT', PATH, { mode: 'stay', seconds: 4 });
    const log = (await admin.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    expect(log.map((e: any) => e.detail)).toEqual([
      { setting: 'auto_redirection', before: { mode: 'countdown', seconds: 4 }, after: { mode: 'stay', seconds: 4 } },
      { setting: 'auto_redirection', before: { mode: 'countdown', seconds: 10 }, after: { mode: 'countdown', seconds: 4 } },
    ]);
    expect(log[0]).toMatchObject({ label: 'Meeting settings changed', actor: expect.objectContaining({ name: 'Org Admin' }) });
  });

  it('refuses a mode outside the list and a countdown outside 3 to 60 whole seconds, with pointers', async () => {
    const cases: [unknown, string, string][] = [
      [{ mode: 'later', seconds: 10 }, '/mode', 'Choose what happens after booking'],
      [{ mode: 'countdown', seconds: 2 }, '/seconds', 'Countdown must be between 3 and 60 seconds'],
      [{ mode: 'countdown', seconds: 61 }, '/seconds', 'Countdown must be between 3 and 60 seconds'],
      [{ mode: 'countdown', seconds: 4.5 }, '/seconds', 'Countdown must be between 3 and 60 seconds'],
      [{ mode: 'countdown', seconds: '10' }, '/seconds', 'Countdown must be between 3 and 60 seconds'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await admin.json('PUT', PATH, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ detail, source: { pointer } })]);
    }
    expect((await admin.json('GET', PATH)).body.data).toMatchObject({ mode: 'stay', seconds: 4 });
  });

  it('is for Admins only, and each organization has its own', async () => {
    for (const c of [manager, member]) {
      expect((await c.json('GET', PATH)).status).toBe(403);
      expect((await c.json('PUT', PATH, { mode: 'countdown', seconds: 30 })).status).toBe(403);
    }
    const other = await signIn((await addOrg()).admin.email);
    expect((await other.json('GET', PATH)).body.data).toEqual({ mode: 'countdown', seconds: 10, updatedAt: null });
    expect((await other.json('PUT', PATH, { mode: 'countdown', seconds: 30 })).status).toBe(200);
    expect((await admin.json('GET', PATH)).body.data).toMatchObject({ mode: 'stay', seconds: 4 });
  });

  it('two Admins saving at once: both answer 200, one row holds one of the values, each change is audited once', async () => {
    const org = await addOrg();
    const a = await signIn(org.admin.email);
    const b = await signIn((await addUser(org.accountId, { role: 'super_admin' })).email);
    const answers = await Promise.all([
      a.json('PUT', PATH, { mode: 'countdown', seconds: 20 }),
      b.json('PUT', PATH, { mode: 'stay', seconds: 5 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await env.DB.prepare(
      'select redirect_mode as mode, redirect_seconds as seconds from meeting_settings where account_id = ?',
    )
      .bind(org.accountId)
      .all();
    expect(rows.results).toHaveLength(1);
    expect([
      { mode: 'countdown', seconds: 20 },
      { mode: 'stay', seconds: 5 },
    ]).toContainEqual(rows.results[0]);
    const log = (await a.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    expect(log).toHaveLength(2);
  });
});

describe('custom code', () => {
  const CODE_PATH = '/api/meeting-settings/custom-code';
  const TAG =
    '<script>window.addEventListener("message", (e) => fetch("https://analytics.example/hit", { method: "POST", body: JSON.stringify(e.data) }))</script>';

  it('is empty at first; an Admin saves it, the link page carries it, and blank clears it again', async () => {
    const org = await addOrg();
    const a = await signIn(org.admin.email);
    const host = await addUser(org.accountId, { role: 'regular' });
    const type = await openMeetingType(a, [host.id]);
    const link = await createLink(a, { meetingTypeId: type.id, ownerUserId: host.id, name: 'Code call' });
    expect((await a.json('GET', CODE_PATH)).body.data).toEqual({ code: '', updatedAt: null });
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.customCode).toBeNull();

    const saved = await a.json('PUT', CODE_PATH, { code: `  ${TAG}\n` });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ code: TAG, updatedAt: expect.any(String) });
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.customCode).toBe(TAG);
    // Saving it leaves the auto-redirection as it was.
    expect((await a.json('GET', PATH)).body.data).toMatchObject({ mode: 'countdown', seconds: 10 });

    expect((await a.json('PUT', CODE_PATH, { code: '   ' })).body.data).toEqual({ code: '', updatedAt: null });
    expect((await publicGet(`/api/public/links/${link.slug}`)).body.data.customCode).toBeNull();
    const log = (await a.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    // The log says the size, never the code.
    expect(log.map((e: any) => e.detail)).toEqual([
      { setting: 'custom_code', before: { characters: TAG.length }, after: { characters: 0 } },
      { setting: 'custom_code', before: { characters: 0 }, after: { characters: TAG.length } },
    ]);
  });

  it('refuses more than 20,000 characters and what is not text, with pointers', async () => {
    for (const body of [{ code: 'x'.repeat(20_001) }, { code: 42 }, {}]) {
      const res = await admin.json('PUT', CODE_PATH, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].source).toEqual({ pointer: '/code' });
    }
    const long = await admin.json('PUT', CODE_PATH, { code: 'x'.repeat(20_001) });
    expect(long.body.errors[0].detail).toBe('Custom code must be at most 20,000 characters');
    expect((await admin.json('PUT', CODE_PATH, { code: 'x'.repeat(20_000) })).status).toBe(200);
  });

  it('is for Admins only, and stays in its organization', async () => {
    for (const c of [manager, member]) {
      expect((await c.json('GET', CODE_PATH)).status).toBe(403);
      expect((await c.json('PUT', CODE_PATH, { code: TAG })).status).toBe(403);
    }
    const other = await signIn((await addOrg()).admin.email);
    expect((await other.json('GET', CODE_PATH)).body.data.code).toBe('');
  });
});

describe('the widget submission', () => {
  let routerId: string;
  beforeAll(async () => {
    const { admin: demoAdmin } = await demo();
    routerId = await makeRouter(
      { formId: await nativeForm(), meetingTypeId: await meetingType(demoAdmin) },
      { matchingRuleIds: [await ownerRule(demoAdmin)] },
    );
  });
  // The demo organization's rows are removed again: other files share its state.
  afterAll(async () => {
    await env.DB.prepare("delete from meeting_settings where account_id = 'demo-account'").run();
    await env.DB.prepare("delete from team_meeting_settings where account_id = 'demo-account'").run();
  });

  it("carries the organization's post-booking behaviour to the embedded scheduler", async () => {
    const submit = () =>
      widget.call('POST', `/api/public/routers/${routerId}/submissions`, {
        answers: { name: 'Pat Prospect', email: `pat-${crypto.randomUUID().slice(0, 6)}@gmail.com`, country: 'France' },
        pageUrl: 'https://www.acme-site.test/contact',
      });
    expect((await submit()).body.data.postBooking).toEqual({ mode: 'countdown', seconds: 10 });
    await env.DB.prepare(
      "insert into meeting_settings (account_id, redirect_mode, redirect_seconds, updated_at) values ('demo-account', 'stay', 7, 0)",
    ).run();
    expect((await submit()).body.data.postBooking).toEqual({ mode: 'stay', seconds: 7 });
  });

  it("carries the meeting type's team's own behaviour (Team settings) when the router's type belongs to a team that has one", async () => {
    const { admin: demoAdmin } = await demo();
    const sales = await salesTeamId(demoAdmin);
    const type = await openMeetingType(demoAdmin, ['demo-ursula', 'demo-ravi'], { teamId: sales });
    const teamRouter = await makeRouter(
      { formId: await nativeForm(), meetingTypeId: type.id },
      { matchingRuleIds: [await ownerRule(demoAdmin)] },
    );
    const submit = (id: string) =>
      widget.call('POST', `/api/public/routers/${id}/submissions`, {
        answers: { name: 'Pat Prospect', email: `pat-${crypto.randomUUID().slice(0, 6)}@gmail.com`, country: 'France' },
        pageUrl: 'https://www.acme-site.test/contact',
      });
    const global = (await submit(routerId)).body.data.postBooking;
    expect((await submit(teamRouter)).body.data.postBooking).toEqual(global);
    const own = await demoAdmin.json('PUT', `/api/meeting-settings/teams/${sales}/auto-redirection`, { mode: 'countdown', seconds: 45 });
    expect(own.status).toBe(200);
    expect((await submit(teamRouter)).body.data.postBooking).toEqual({ mode: 'countdown', seconds: 45 });
    // A router whose type is in no team keeps the organization's.
    expect((await submit(routerId)).body.data.postBooking).toEqual(global);
    // ...unless a matching rule overrides the meeting type with one in the team: then the team's.
    const overriding = await makeRouter(
      { formId: await nativeForm(), meetingTypeId: await meetingType(demoAdmin) },
      { matchingRuleIds: [await ownerRule(demoAdmin, { meetingTypeOverrideId: type.id })] },
    );
    const matched = await widget.call('POST', `/api/public/routers/${overriding}/submissions`, {
      answers: { name: 'Pat Prospect', email: `pat@${await crmAccount('demo-ursula')}`, country: 'France' },
      pageUrl: 'https://www.acme-site.test/contact',
    });
    expect(matched.body.data.meetingType.id).toBe(type.id);
    expect(matched.body.data.postBooking).toEqual({ mode: 'countdown', seconds: 45 });
  });
});
