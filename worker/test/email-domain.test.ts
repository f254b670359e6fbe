import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, db, signIn, uid, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import type { FakeSentEmail } from './fakes/resend';
import { deliver } from '../features/mail/parts/delivery';
import { prepareEmail } from '../features/mail/service';
import { getEmailDomain, saveEmailDomain, sweepEmailDomains } from '../features/email-domain/service';
import type { Caller, Env } from '../env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const RESEND = 'https://api.resend.com';
const KEY = (env as { RESEND_API_KEY: string }).RESEND_API_KEY;
const auth = { authorization: `Bearer ${KEY}` };
const resendGet = async (id: string) => (await fetch(`${RESEND}/domains/${id}`, { headers: auth })).json<any>();
const publish = (name: string) => fetch(`${RESEND}/__fake/domains/${name}/publish`, { method: 'POST', headers: auth });
const failAt = (name: string, status = 'failed') =>
  fetch(`${RESEND}/__fake/domains/${name}/fail`, { method: 'POST', headers: auth, body: JSON.stringify({ status }) });
const failNext = (body: object) => fetch(`${RESEND}/__fake/fail-next`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
const providerIdOf = async (domain: string) =>
  (await env.DB.prepare('select provider_domain_id as id from email_domains where domain = ?').bind(domain).first<{ id: string }>())?.id;
const registered = async (domain: string) =>
  ((await (await fetch(`${RESEND}/domains`, { headers: auth })).json<any>()).data as { name: string }[]).filter((d) => d.name === domain);

type Org = { accountId: string; company: string; admin: TestClient; member: TestClient; memberId: string; manager: TestClient };
async function org(): Promise<Org> {
  const company = `Mailco ${uid()}`;
  const o = await addOrg({ company });
  const m = await addUser(o.accountId, { role: 'regular' });
  const mgr = await addUser(o.accountId, { role: 'manager' });
  return {
    accountId: o.accountId,
    company,
    admin: await signIn(o.admin.email),
    member: await signIn(m.email),
    memberId: m.id,
    manager: await signIn(mgr.email),
  };
}

const domain = () => `${uid()}-co.com`;
const save = (o: Org, d: string, notificationPrefix = 'meetings') =>
  o.admin.json('PUT', '/api/email-domain', { domain: d, notificationPrefix });

async function verified(o: Org, d = domain(), prefix = 'meetings') {
  expect((await save(o, d, prefix)).status).toBe(200);
  await publish(d);
  const checked = await o.admin.json('POST', '/api/email-domain/check');
  expect(checked.body.data.domain.status).toBe('verified');
  return d;
}

/** Writes one e-mail of the organization into the outbox, delivers it with `e` and answers the From it left with. */
async function sendOne(accountId: string, e: Env = env as never) {
  const { id, stmt } = prepareEmail(db(), { kind: 'test', to: `pat-${uid()}@prospect.test`, subject: 'Hello', text: 'Body', accountId });
  await stmt.run();
  await deliver(e, db(), id);
  return (await env.DB.prepare('select sent_from from outbox where id = ?').bind(id).first<{ sent_from: string }>())!.sent_from;
}

let a: Org;
beforeAll(async () => {
  a = await org();
});

describe('adding an e-mail domain', () => {
  it('registers it at Resend, shows the DKIM, SPF and return-path records, asks Resend to verify, and Check now verifies', async () => {
    const d = domain();
    const res = await a.admin.json('PUT', '/api/email-domain', {
      domain: ` https://${d.toUpperCase()}/ `,
      notificationPrefix: ' Meetings ',
    });
    expect(res.status).toBe(200);
    const body = res.body.data;
    expect(body.configured).toBe(true);
    expect(body.domain).toMatchObject({ domain: d, notificationPrefix: 'meetings', fromAddress: `meetings@${d}`, status: 'pending' });
    // Resend was asked to start looking for the records at once.
    expect(body.domain.providerStatus).toBe('pending');
    expect(body.domain.records.map((r: { record: string; type: string; name: string }) => `${r.record} ${r.type} ${r.name}`)).toEqual([
      'Return-Path MX send',
      'SPF TXT send',
      'DKIM TXT resend._domainkey',
    ]);
    expect(body.domain.records[0]).toMatchObject({ priority: 10, value: 'feedback-smtp.us-east-1.amazonses.com' });
    expect(body.domain.records[2].value).toMatch(/^p=/);
    const id = await providerIdOf(d);
    expect((await resendGet(id!)).name).toBe(d);

    // Check now: still pending until the DNS is right; then verified.
    expect((await a.admin.json('POST', '/api/email-domain/check')).body.data.domain.status).toBe('pending');
    await publish(d);
    const checked = (await a.admin.json('POST', '/api/email-domain/check')).body.data.domain;
    expect(checked).toMatchObject({ status: 'verified', providerStatus: 'verified' });
    expect((await a.admin.json('GET', '/api/email-domain')).body.data.currentFrom).toBe(`${a.company} <meetings@${d}>`);
    expect(checked.records.every((r: { status: string }) => r.status === 'verified')).toBe(true);

    // Removing it deletes the domain at Resend.
    expect((await a.admin.request('DELETE', '/api/email-domain')).status).toBe(204);
    expect((await resendGet(id!)).name).toBe('not_found');
    expect((await a.admin.json('GET', '/api/email-domain')).body.data.domain).toBeNull();
  });

  it('the cron moves a pending domain to verified once Resend finds the records, to failed when Resend gives up, and back on Check now', async () => {
    const o = await org();
    const d = domain();
    await save(o, d);
    const caller = { accountId: o.accountId } as Caller;
    const status = async () => (await getEmailDomain(db(), env as never, caller)).domain!;
    await failAt(d);
    await sweepEmailDomains(env as never, db(), Date.now() + 120_000);
    expect(await status()).toMatchObject({ status: 'failed', providerStatus: 'failed' });
    // A failed domain is no longer polled: Resend stopped looking, only a new verification restarts it.
    await publish(d);
    await sweepEmailDomains(env as never, db(), Date.now() + 240_000);
    expect((await status()).status).toBe('failed');
    expect((await o.admin.json('POST', '/api/email-domain/check')).body.data.domain.status).toBe('verified');
    // A record removed later: Resend reports a temporary failure, mail goes from the product again until it is back.
    await failAt(d, 'temporary_failure');
    await sweepEmailDomains(env as never, db(), Date.now() + 7 * 3_600_000);
    expect(await status()).toMatchObject({ status: 'pending', providerStatus: 'temporary_failure' });
    await publish(d);
    await sweepEmailDomains(env as never, db(), Date.now() + 8 * 3_600_000);
    expect((await status()).status).toBe('verified');
  });

  it('refuses a malformed domain, an address, the product domain and a bad prefix in the spec wording, with pointers', async () => {
    const o = await org();
    for (const d of ['not a domain', '10.0.0.1', 'acme.notatld', 'co.uk', 'localhost']) {
      const res = await save(o, d);
      expect(res.status, d).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: expect.stringContaining('Invalid domain'), source: { pointer: '/domain' } });
    }
    for (const prefix of ['no spaces', '.meetings', 'a..b', 'meetings.', 'x@y', 'é', 'a'.repeat(65)]) {
      const res = await save(o, domain(), prefix);
      expect(res.status, prefix).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: 'Notification prefix must be valid', source: { pointer: '/notificationPrefix' } });
    }
    expect((await save(o, domain(), '')).body.errors[0].detail).toBe('Notification prefix is a required field');
    expect((await o.admin.json('GET', '/api/email-domain')).body.data.domain).toBeNull();
  });

  it('a domain another organization holds is already in use; so is one registered at Resend already', async () => {
    const o = await org();
    const taken = domain();
    expect((await save(o, taken)).status).toBe(200);
    const other = await org();
    const res = await save(other, taken);
    expect([res.status, res.body.errors[0].detail]).toEqual([409, 'The domain is already in use']);

    const elsewhere = domain();
    await fetch(`${RESEND}/domains`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: elsewhere }),
    });
    const dup = await save(other, elsewhere);
    expect([dup.status, dup.body.errors[0].detail]).toEqual([409, 'The domain is already in use']);
    expect((await other.admin.json('GET', '/api/email-domain')).body.data.domain).toBeNull();
  });

  it("surfaces Resend's refusal as 'Cannot verify domain' with its reason, a rate limit as 429, and keeps nothing", async () => {
    const o = await org();
    await failNext({ status: 500 });
    const res = await save(o, domain());
    expect([res.status, res.body.errors[0].detail]).toEqual([422, 'Cannot verify domain: Canned failure from the fake.']);
    await failNext({ status: 429, retryAfter: 4 });
    const limited = await o.admin.request('PUT', '/api/email-domain', { domain: domain(), notificationPrefix: 'meetings' });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '4']);
    expect((await o.admin.json('GET', '/api/email-domain')).body.data.domain).toBeNull();
  });

  it('two saves at once register one Resend domain', async () => {
    const o = await org();
    const d = domain();
    const answers = await Promise.all([1, 2, 3, 4].map(() => save(o, d)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await registered(d)).toHaveLength(1);
    expect((await resendGet((await providerIdOf(d))!)).name).toBe(d);
  });

  it('another domain while one is set must wait for its removal; the prefix changes in place', async () => {
    const o = await org();
    const d = domain();
    await save(o, d);
    const res = await save(o, domain());
    expect([res.status, res.body.errors[0].detail]).toEqual([409, 'Remove the current domain before adding another']);
    const patched = await o.admin.json('PATCH', '/api/email-domain', { notificationPrefix: 'team.notices' });
    expect(patched.body.data.domain).toMatchObject({ notificationPrefix: 'team.notices', fromAddress: `team.notices@${d}` });
    const bad = await o.admin.json('PATCH', '/api/email-domain', { notificationPrefix: 'a b' });
    expect([bad.status, bad.body.errors[0].detail]).toEqual([422, 'Notification prefix must be valid']);
  });

  it('is for Admins only, and each organization sees, checks and removes only its own', async () => {
    const o = await org();
    await save(o, domain());
    for (const c of [o.member, o.manager]) {
      expect((await c.json('GET', '/api/email-domain')).status).toBe(403);
      expect((await c.json('PUT', '/api/email-domain', { domain: domain(), notificationPrefix: 'x' })).status).toBe(403);
      expect((await c.json('PATCH', '/api/email-domain', { notificationPrefix: 'x' })).status).toBe(403);
      expect((await c.json('POST', '/api/email-domain/check')).status).toBe(403);
      expect((await c.request('DELETE', '/api/email-domain')).status).toBe(403);
    }
    const other = await org();
    expect((await other.admin.json('GET', '/api/email-domain')).body.data.domain).toBeNull();
    expect((await other.admin.request('DELETE', '/api/email-domain')).status).toBe(404);
    expect((await other.admin.json('POST', '/api/email-domain/check')).status).toBe(404);
    expect((await other.admin.json('PATCH', '/api/email-domain', { notificationPrefix: 'x' })).status).toBe(404);
    expect((await o.admin.json('GET', '/api/email-domain')).body.data.domain).not.toBeNull();
  });

  it('without a Resend key says so and registers nothing', async () => {
    const bare = { APP_URL: env.APP_URL };
    const caller = { accountId: a.accountId } as Caller;
    const product = 'Routewise <no-reply@routewise.local>';
    expect(await getEmailDomain(db(), bare, caller)).toEqual({
      configured: false,
      defaultFrom: product,
      currentFrom: product,
      domain: null,
    });
    await expect(saveEmailDomain(db(), bare, caller, { domain: domain(), notificationPrefix: 'meetings' })).rejects.toThrow(
      'Sending domains need a Resend API key',
    );
  });
});

describe('the From of the organization’s e-mails', () => {
  it('is the product’s until the domain is verified, then "Org <prefix@domain>", in the local mailbox and at Resend', async () => {
    const o = await org();
    const d = domain();
    await save(o, d, 'meetings');
    expect(await sendOne(o.accountId)).toBe('Routewise <no-reply@routewise.local>');
    await publish(d);
    await o.admin.json('POST', '/api/email-domain/check');
    expect(await sendOne(o.accountId)).toBe(`${o.company} <meetings@${d}>`);
    // Through Resend itself (the same account that verified the domain): the fake accepts it and records the From.
    const viaResend = { ...env, MAIL_PROVIDER: 'resend', RESEND_API_URL: undefined } as Env;
    expect(await sendOne(o.accountId, viaResend)).toBe(`${o.company} <meetings@${d}>`);
    const sent = (await (await fetch(`${RESEND}/__fake/emails`, { headers: auth })).json<{ data: FakeSentEmail[] }>()).data;
    expect(sent.at(-1)!.from).toBe(`${o.company} <meetings@${d}>`);
    // A new prefix is used at once; another organization's mail is untouched.
    await o.admin.json('PATCH', '/api/email-domain', { notificationPrefix: 'hello' });
    expect(await sendOne(o.accountId)).toBe(`${o.company} <hello@${d}>`);
    expect(await sendOne(a.accountId)).toBe('Routewise <no-reply@routewise.local>');
    expect(await sendOne(null as never)).toBe('Routewise <no-reply@routewise.local>');
    // Once it fails (Resend gave up on a record), mail goes from the product's address again.
    await failAt(d);
    await sweepEmailDomains(env as never, db(), Date.now() + 7 * 3_600_000);
    expect(await sendOne(o.accountId)).toBe('Routewise <no-reply@routewise.local>');
  });

  it('a booking confirmation goes from the verified domain', async () => {
    const o = await org();
    const d = await verified(o, domain(), 'bookings');
    const type = await openMeetingType(o.admin, [o.memberId]);
    const link = await createLink(o.admin, { meetingTypeId: type.id, ownerUserId: o.memberId });
    const email = `pat-${uid()}@prospect.test`;
    const res = await book(link.slug, { start: futureAt(10, 0, 3), email });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('select id from outbox where "to" = ? and account_id = ?')
      .bind(email, o.accountId)
      .first<{ id: string }>();
    await deliver(env as never, db(), row!.id);
    const sent = await env.DB.prepare('select sent_from, status from outbox where id = ?')
      .bind(row!.id)
      .first<{ sent_from: string; status: string }>();
    expect(sent).toEqual({ sent_from: `${o.company} <bookings@${d}>`, status: 'sent' });
  });
});
