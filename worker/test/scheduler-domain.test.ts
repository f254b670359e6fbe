import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, db, lastEmailLink, signIn, uid, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { router } from './router-helpers';
import { approveConsent, openCallback } from './calendar-helpers';
import { calendarWriter } from '../features/calendars/parts/writer';
import { runBatch } from '../db/batch';
import { getSchedulerDomain, saveSchedulerDomain, sweepSchedulerDomains } from '../features/scheduler-domain/service';
import type { Caller } from '../env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const CF = 'https://api.cloudflare.com';
const ZONE = (env as { CF_ZONE_ID: string }).CF_ZONE_ID;
const TOKEN = (env as { CF_API_TOKEN: string }).CF_API_TOKEN;

const cfGet = async (id: string) =>
  (await fetch(`${CF}/client/v4/zones/${ZONE}/custom_hostnames/${id}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json<any>();
const activate = (hostname: string) => fetch(`${CF}/__fake/custom_hostnames/${hostname}/activate`, { method: 'POST' });
const failNext = (body: object) => fetch(`${CF}/__fake/fail-next`, { method: 'POST', body: JSON.stringify(body) });
const cfIdOf = async (hostname: string) =>
  (await env.DB.prepare('select cf_hostname_id as id from scheduler_domains where hostname = ?').bind(hostname).first<{ id: string }>())
    ?.id;

type Org = { accountId: string; admin: TestClient; member: TestClient; memberId: string; manager: TestClient };
async function org(): Promise<Org> {
  const o = await addOrg({ company: `Domainco ${uid()}` });
  const m = await addUser(o.accountId, { role: 'regular' });
  const mgr = await addUser(o.accountId, { role: 'manager' });
  return {
    accountId: o.accountId,
    admin: await signIn(o.admin.email),
    member: await signIn(m.email),
    memberId: m.id,
    manager: await signIn(mgr.email),
  };
}

const host = () => `meet.${uid()}-co.com`;
const onHost = (hostname: string, path: string, init?: RequestInit) =>
  SELF.fetch(`https://${hostname}${path}`, { redirect: 'manual', ...init });

async function verified(o: Org, hostname = host()) {
  const saved = await o.admin.json('PUT', '/api/scheduler-domain', { hostname });
  expect(saved.status).toBe(200);
  await activate(hostname);
  const checked = await o.admin.json('POST', '/api/scheduler-domain/check');
  expect(checked.body.data.domain.status).toBe('verified');
  return hostname;
}

let a: Org;
let b: Org;
beforeAll(async () => {
  a = await org();
  b = await org();
});

describe('adding a scheduler domain', () => {
  it('creates the custom hostname at Cloudflare and shows the CNAME, ownership and certificate records, pending', async () => {
    const hostname = host();
    const res = await a.admin.json('PUT', '/api/scheduler-domain', { hostname: ` https://${hostname.toUpperCase()}/ ` });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.configured).toBe(true);
    expect(d.domain).toMatchObject({ hostname, status: 'pending', hostnameStatus: 'pending', sslStatus: 'pending_validation' });
    expect(d.domain.records.map((r: { purpose: string; type: string }) => `${r.purpose} ${r.type}`)).toEqual([
      'routing CNAME',
      'ownership TXT',
      'certificate TXT',
    ]);
    expect(d.domain.records[0]).toEqual({ purpose: 'routing', type: 'CNAME', name: hostname, value: 'customers.routewise.test' });
    expect(d.domain.records[1].name).toBe(`_cf-custom-hostname.${hostname}`);
    const id = await cfIdOf(hostname);
    const cf = await cfGet(id!);
    expect(cf.result).toMatchObject({ hostname, ssl: { method: 'txt', type: 'dv' } });

    // Check now: still pending until the DNS is right; then verified with its certificate active.
    expect((await a.admin.json('POST', '/api/scheduler-domain/check')).body.data.domain.status).toBe('pending');
    await activate(hostname);
    const checked = (await a.admin.json('POST', '/api/scheduler-domain/check')).body.data.domain;
    expect(checked).toMatchObject({ status: 'verified', hostnameStatus: 'active', sslStatus: 'active' });
    expect(checked.records.map((r: { purpose: string }) => r.purpose)).toEqual(['routing', 'ownership']);

    // Removing it deletes the custom hostname at Cloudflare.
    expect((await a.admin.request('DELETE', '/api/scheduler-domain')).status).toBe(204);
    expect((await cfGet(id!)).errors[0].code).toBe(1436);
    expect((await a.admin.json('GET', '/api/scheduler-domain')).body.data.domain).toBeNull();
  });

  it('the cron moves a pending domain to verified once Cloudflare says so, and unverified when Cloudflare reports a problem', async () => {
    const o = await org();
    const hostname = host();
    await o.admin.json('PUT', '/api/scheduler-domain', { hostname });
    const caller = { accountId: o.accountId } as Caller;
    await fetch(`${CF}/__fake/custom_hostnames/${hostname}/fail`, {
      method: 'POST',
      body: JSON.stringify({ message: 'custom hostname does not CNAME to this zone.' }),
    });
    await sweepSchedulerDomains(env as never, db(), Date.now() + 120_000);
    const failed = (await getSchedulerDomain(db(), env as never, caller)).domain!;
    expect(failed.status).toBe('unverified');
    expect(failed.verificationErrors).toEqual(['custom hostname does not CNAME to this zone.']);
    await activate(hostname);
    await sweepSchedulerDomains(env as never, db(), Date.now() + 240_000);
    expect((await getSchedulerDomain(db(), env as never, caller)).domain!.status).toBe('verified');
  });

  it('refuses an apex domain or a malformed one in the spec wording, with a pointer', async () => {
    for (const hostname of ['acme-example.com', 'not a domain', '10.0.0.1', 'meet.acme.notatld']) {
      const res = await b.admin.json('PUT', '/api/scheduler-domain', { hostname });
      expect(res.status, hostname).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: expect.stringContaining('Invalid domain'), source: { pointer: '/hostname' } });
    }
  });

  it('a domain another organization holds is already in use; so is one Cloudflare already serves elsewhere', async () => {
    const o = await org();
    const taken = host();
    expect((await o.admin.json('PUT', '/api/scheduler-domain', { hostname: taken })).status).toBe(200);
    const other = await org();
    const res = await other.admin.json('PUT', '/api/scheduler-domain', { hostname: taken });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].detail).toBe('The domain is already in use');

    const elsewhere = host();
    await fetch(`${CF}/client/v4/zones/${ZONE}/custom_hostnames`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hostname: elsewhere, ssl: { method: 'http', type: 'dv' } }),
    });
    const dup = await other.admin.json('PUT', '/api/scheduler-domain', { hostname: elsewhere });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].detail).toBe('The domain is already in use');
    // Nothing was kept: the organization can add another.
    expect((await other.admin.json('GET', '/api/scheduler-domain')).body.data.domain).toBeNull();
  });

  it("surfaces Cloudflare's refusal as 'Cannot verify domain' with its reason, and keeps nothing", async () => {
    const o = await org();
    await failNext({ status: 400, code: 1414, message: 'Custom hostnames are not enabled for this zone.' });
    const res = await o.admin.json('PUT', '/api/scheduler-domain', { hostname: host() });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('Cannot verify domain: Custom hostnames are not enabled for this zone.');
    expect((await o.admin.json('GET', '/api/scheduler-domain')).body.data.domain).toBeNull();
  });

  it('two saves at once create one custom hostname', async () => {
    const o = await org();
    const hostname = host();
    const answers = await Promise.all([1, 2, 3].map(() => o.admin.json('PUT', '/api/scheduler-domain', { hostname })));
    for (const r of answers) expect(r.status).toBe(200);
    const id = await cfIdOf(hostname);
    expect((await cfGet(id!)).result.hostname).toBe(hostname);
    const asked = await (await fetch(`${CF}/__fake/attempts?hostname=${hostname}`)).json<{ attempts: number }>();
    expect(asked.attempts).toBe(1);
  });

  it('another hostname while one is set must wait for its removal', async () => {
    const o = await org();
    await o.admin.json('PUT', '/api/scheduler-domain', { hostname: host() });
    const res = await o.admin.json('PUT', '/api/scheduler-domain', { hostname: host() });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].detail).toBe('Remove the current domain before adding another');
  });

  it('is for Admins only, and each organization sees and removes only its own', async () => {
    const o = await org();
    await o.admin.json('PUT', '/api/scheduler-domain', { hostname: host() });
    for (const c of [o.member, o.manager]) {
      expect((await c.json('GET', '/api/scheduler-domain')).status).toBe(403);
      expect((await c.json('PUT', '/api/scheduler-domain', { hostname: host() })).status).toBe(403);
      expect((await c.request('DELETE', '/api/scheduler-domain')).status).toBe(403);
    }
    const other = await org();
    expect((await other.admin.json('GET', '/api/scheduler-domain')).body.data.domain).toBeNull();
    expect((await other.admin.request('DELETE', '/api/scheduler-domain')).status).toBe(404);
    expect((await other.admin.json('POST', '/api/scheduler-domain/check')).status).toBe(404);
    expect((await o.admin.json('GET', '/api/scheduler-domain')).body.data.domain).not.toBeNull();
  });

  it('without Cloudflare credentials says so and creates nothing', async () => {
    const bare = { APP_URL: env.APP_URL };
    const caller = { accountId: b.accountId } as Caller;
    expect(await getSchedulerDomain(db(), bare, caller)).toEqual({ configured: false, domain: null });
    await expect(saveSchedulerDomain(db(), bare, caller, { hostname: host(), rootRedirectUrl: null })).rejects.toThrow(
      'Custom domains need Cloudflare for SaaS credentials',
    );
  });
});

describe('serving on a verified scheduler domain', () => {
  let hostname: string;
  let slugA: string;
  let slugB: string;
  let linkId: string;
  beforeAll(async () => {
    hostname = await verified(a);
    const typeA = await openMeetingType(a.admin, [a.memberId]);
    const linkA = await createLink(a.admin, { meetingTypeId: typeA.id, ownerUserId: a.memberId });
    slugA = linkA.slug;
    linkId = linkA.id;
    const typeB = await openMeetingType(b.admin, [b.memberId]);
    slugB = (await createLink(b.admin, { meetingTypeId: typeB.id, ownerUserId: b.memberId })).slug;
  });

  it("serves the organization's booking page and its API calls", async () => {
    // The same answer as on the app's own host (the page shell comes from the built assets, when built).
    for (const path of [`/b/${slugA}`, '/booking.js']) {
      const own = await SELF.fetch(`http://127.0.0.1:8787${path}`);
      const there = await onHost(hostname, path);
      expect(there.status, path).toBe(own.status);
      expect(await there.text(), path).toBe(await own.text());
    }
    const api = await onHost(hostname, `/api/public/links/${slugA}`);
    expect(api.status).toBe(200);
    expect((await api.json<any>()).data.slug).toBe(slugA);
  });

  it("never serves another organization's pages nor the admin app", async () => {
    expect((await onHost(hostname, `/b/${slugB}`)).status).toBe(404);
    expect((await onHost(hostname, `/api/public/links/${slugB}`)).status).toBe(404);
    expect((await onHost(hostname, `/api/public/links/${slugB}/slots?from=2030-01-01&to=2030-01-02&timezone=UTC`)).status).toBe(404);
    // Campaign links name their organization: the other one's never reach this host; its own go on as on the app's host.
    expect((await onHost(hostname, `/c/${b.accountId}/spring`)).status).toBe(404);
    expect((await onHost(hostname, `/api/public/campaigns/${b.accountId}/spring`)).status).toBe(404);
    const own = await SELF.fetch(`http://127.0.0.1:8787/api/public/campaigns/${a.accountId}/spring`);
    const ownBody = await own.json<{ errors: { detail: string }[] }>();
    const there = await onHost(hostname, `/api/public/campaigns/${a.accountId}/spring`);
    expect([there.status, await there.json()]).toEqual([own.status, ownBody]);
    // (The campaign API's own answer, not the host's: a missing router is named as such.)
    expect(ownBody.errors[0].detail).not.toBe(
      (await (await onHost(hostname, `/api/public/campaigns/${b.accountId}/spring`)).json<any>()).errors[0].detail,
    );
    for (const path of ['/login', '/settings/scheduler-domain', '/dev/mailbox', `/api/meeting-links/${linkId}`])
      expect((await onHost(hostname, path)).status, path).toBe(404);
    // Signed in as the organization's own Admin changes nothing: the admin app is not on this host.
    const cookie = [...a.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await onHost(hostname, `/api/meeting-links/${linkId}`, { headers: { cookie } })).status).toBe(404);
  });

  it("sends the root URL to the organization's redirect, by default to its own site", async () => {
    const root = await onHost(hostname, '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`https://${hostname.replace(/^meet\./, '')}/`);
    expect((await a.admin.json('PATCH', '/api/scheduler-domain', { rootRedirectUrl: 'https://www.example.com/book' })).status).toBe(200);
    expect((await onHost(hostname, '/')).headers.get('location')).toBe('https://www.example.com/book');
  });

  it("puts the domain's manage links in the host's calendar invitation", async () => {
    const login = `member-${uid()}@gmail.test`;
    const start = await a.member.json('POST', '/api/profile/integrations/google-calendar/connect');
    const authorize = new URL(start.body.data.url);
    const callback = await approveConsent(authorize, 'https://accounts.google.com/o/oauth2/v2/auth/approve', login);
    expect((await openCallback(a.member, callback)).status).toBe(302);
    const res = await book(slugA, { start: futureAt(13, 0, 4), email: `pat-${uid()}@prospect.test` });
    expect(res.status).toBe(201);
    const event = { id: 'e', accountId: a.accountId, type: 'meeting.booked' as const, subjectId: res.body.data.id, occurredAt: Date.now() };
    await runBatch(
      db(),
      (await calendarWriter.handle(env as never, db(), { ...event, payload: { meetingId: res.body.data.id } as never })) ?? [],
    );
    const fake = await (
      await fetch(`https://www.googleapis.com/__fake/events?email=${encodeURIComponent(login)}`)
    ).json<{ items: any[] }>();
    const written = fake.items.find((e) => e.description?.includes(res.body.data.id));
    expect(written.description).toContain(`Reschedule: https://${hostname}/booking/${res.body.data.id}/reschedule?token=`);
  });

  it('an unverified or unknown host serves nothing', async () => {
    const o = await org();
    const pending = host();
    await o.admin.json('PUT', '/api/scheduler-domain', { hostname: pending });
    expect((await onHost(pending, '/')).status).toBe(404);
    expect((await onHost(pending, `/b/${slugA}`)).status).toBe(404);
    expect((await onHost(`unknown.${uid()}.com`, `/b/${slugA}`)).status).toBe(404);
  });

  it("uses the domain in the links the product generates: meeting links, the confirmation's and the e-mail's manage links", async () => {
    const link = await a.admin.json('GET', `/api/meeting-links/${linkId}`);
    expect(link.body.data.url).toBe(`https://${hostname}/b/${slugA}`);
    const email = `pat-${uid()}@prospect.test`;
    const res = await book(slugA, { start: futureAt(11, 0, 3), email });
    expect(res.status).toBe(201);
    expect(res.body.data.rescheduleUrl).toMatch(new RegExp(`^https://${hostname.replace(/\./g, '\\.')}/booking/`));
    expect(await lastEmailLink(email)).toMatch(new RegExp(`^https://${hostname.replace(/\./g, '\\.')}/booking/`));
    // Booked on the domain, the manage page's API answers there too.
    const manage = new URL(res.body.data.rescheduleUrl);
    expect((await onHost(hostname, `/api/public/bookings/${res.body.data.id}${manage.search}`)).status).toBe(200);
    // The widget's embed snippet loads it from the domain, and its routing API answers there.
    // What the router helper expects of an organization: an "Intro call" type and a team.
    await openMeetingType(a.admin, [a.memberId], { name: 'Intro call' });
    expect((await a.admin.json('POST', '/api/teams', { name: 'Sales', timezone: 'UTC', memberIds: [a.memberId] })).status).toBe(201);
    const r = await router(a.admin);
    const installation = (await a.admin.json('GET', `/api/routers/${r.id}/installation`)).body.data;
    expect(installation.snippet).toBe(`<script async src="https://${hostname}/widget.js" data-router="${r.id}"></script>`);
    expect((await onHost(hostname, `/api/public/routers/${r.id}`)).status).toBe(200);
    expect((await onHost(hostname, '/widget.js')).status).toBe((await SELF.fetch('http://127.0.0.1:8787/widget.js')).status);
    // The other organization's links stay on the app's own host.
    const typeB = await openMeetingType(b.admin, [b.memberId]);
    expect((await createLink(b.admin, { meetingTypeId: typeB.id, ownerUserId: b.memberId })).url).toMatch(
      /^http:\/\/127\.0\.0\.1:8787\/b\//,
    );
  });
});
