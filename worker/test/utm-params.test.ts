import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addUser, demo, signIn, uid, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { connectCrm, eventually, fake, fieldInUse, HS, signedInOrg, type SignedInOrg } from './crm-kit';
import { crmAccount, makeRouter, meetingType, nativeForm, ownerRule, widget } from './routing-session-helpers';
import { createRelay, handoff, relayRefs } from './relay-fixtures';

// Settings -> Meeting -> UTM parameters: each UTM parameter maps to a CRM field, and a booking writes the
// UTM values it came with to those fields of the prospect's CRM record (link, router and relay bookings alike).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PATH = '/api/meeting-settings/utm-params';
const NONE = { source: null, medium: null, campaign: null, term: null, content: null };

type Org = SignedInOrg;
const org = signedInOrg;

const meeting = async (client: TestClient, id: string) => (await client.json('GET', `/api/meetings/${id}`)).body.data;
const recordOf = async (client: TestClient, module: 'lead' | 'contact', email: string) =>
  (
    (await client.json('GET', `/api/crm/records?module=${module}&q=${encodeURIComponent(email)}`)).body.data as {
      fields: Record<string, unknown>;
    }[]
  )[0];
const writesOf = (client: TestClient, meetingId: string) =>
  eventually(async () => {
    const m = await meeting(client, meetingId);
    expect(m.crmWrites).toHaveLength(1);
    return m.crmWrites as { crm: string; status: string; detail: string }[];
  });

describe('UTM parameter settings', () => {
  let o: Org;
  beforeAll(async () => {
    o = await org();
  });

  it('start unmapped; an Admin maps them, with an audit entry, and an unchanged save writes nothing', async () => {
    expect((await o.admin.json('GET', PATH)).body.data).toEqual({ fields: NONE, updatedAt: null });
    const saved = await o.admin.json('PUT', PATH, { fields: { ...NONE, source: ' lead_source ', campaign: 'lead_campaign', term: '' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      fields: { ...NONE, source: 'lead_source', campaign: 'lead_campaign' },
      updatedAt: expect.any(String),
    });
    await o.admin.json('PUT', PATH, { fields: { ...NONE, source: 'lead_source', campaign: 'lead_campaign' } });
    const unmapped = await o.admin.json('PUT', PATH, { fields: { ...NONE, campaign: 'lead_campaign' } });
    expect(unmapped.body.data.fields).toEqual({ ...NONE, campaign: 'lead_campaign' });
    const log = (await o.admin.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    expect(log.map((e: any) => e.detail)).toEqual([
      { setting: 'utm_params', before: { source: 'lead_source', campaign: 'lead_campaign' }, after: { campaign: 'lead_campaign' } },
      { setting: 'utm_params', before: {}, after: { source: 'lead_source', campaign: 'lead_campaign' } },
    ]);
  });

  it('refuses a field key that is too long, on two lines or not text, and a missing parameter, with pointers', async () => {
    const cases: [unknown, string][] = [
      [{ fields: { ...NONE, term: 'x'.repeat(101) } }, '/fields/term'],
      [{ fields: { ...NONE, medium: 'a\nb' } }, '/fields/medium'],
      [{ fields: { ...NONE, content: 7 } }, '/fields/content'],
      [{ fields: { source: null, medium: null, campaign: null, term: null } }, '/fields/content'],
      [{}, '/fields'],
    ];
    for (const [body, pointer] of cases) {
      const res = await o.admin.json('PUT', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0].source).toEqual({ pointer });
    }
    expect((await o.admin.json('PUT', PATH, { fields: { ...NONE, term: 'x'.repeat(101) } })).body.errors[0].detail).toBe(
      'CRM field must be at most 100 characters on one line',
    );
  });

  it('are for Admins only, and each organization has its own', async () => {
    const member = await signIn((await addUser(o.accountId, { role: 'regular' })).email);
    const manager = await signIn((await addUser(o.accountId, { role: 'manager' })).email);
    for (const c of [member, manager]) {
      expect((await c.json('GET', PATH)).status).toBe(403);
      expect((await c.json('PUT', PATH, { fields: NONE })).status).toBe(403);
    }
    const other = await org();
    expect((await other.admin.json('GET', PATH)).body.data).toEqual({ fields: NONE, updatedAt: null });
    expect((await o.admin.json('GET', PATH)).body.data.fields.campaign).toBe('lead_campaign');
  });

  it('two Admins saving at once: both answer 200 and the stored mapping is one of theirs', async () => {
    const second = await signIn((await addUser(o.accountId, { role: 'super_admin' })).email);
    const a = { fields: { ...NONE, source: 'a_source' } };
    const b = { fields: { ...NONE, medium: 'b_medium' } };
    const [ra, rb] = await Promise.all([o.admin.json('PUT', PATH, a), second.json('PUT', PATH, b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const stored = (await o.admin.json('GET', PATH)).body.data.fields;
    expect([a.fields, b.fields]).toContainEqual(stored);
    const n = await env.DB.prepare('select count(*) n from utm_mappings where account_id = ?').bind(o.accountId).first<{ n: number }>();
    expect(n!.n).toBe(1);
  });
});

describe('a meeting link booking', () => {
  it('keeps its UTM values on the meeting and writes the mapped ones to the CRM record; unmapped ones are not written', async () => {
    const o = await org();
    await fieldInUse(o.admin, 'contact', 'lead_campaign');
    await fieldInUse(o.admin, 'contact', 'lead_source');
    await o.admin.json('PUT', PATH, { fields: { ...NONE, campaign: 'lead_campaign', source: 'lead_source' } });
    const type = await openMeetingType(o.admin, [o.adminId]);
    const link = await createLink(o.admin, { meetingTypeId: type.id });
    const email = `jane-${uid()}@x.example`;
    const utm = { source: 'newsletter', medium: 'email', campaign: 'spring', term: null };
    const booked = await book(link.slug, { start: futureAt(10), email, name: 'Jane Doe', utm });
    expect(booked.status).toBe(201);
    const row = await env.DB.prepare('select utm from meetings where id = ?').bind(booked.body.data.id).first<{ utm: string }>();
    expect(JSON.parse(row!.utm)).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(await writesOf(o.admin, booked.body.data.id)).toEqual([
      expect.objectContaining({
        crm: 'Built-in CRM',
        status: 'written',
        detail: `Created contact ${email}: lead_source = newsletter (utm_source), lead_campaign = spring (utm_campaign)`,
      }),
    ]);
    // utm_medium came with the booking but is not mapped: nothing is written for it.
    expect((await recordOf(o.admin, 'contact', email)).fields).toEqual({ lead_source: 'newsletter', lead_campaign: 'spring' });
  });

  it('a question mapped to the same field wins over the UTM value', async () => {
    const o = await org();
    await fieldInUse(o.admin, 'contact', 'lead_campaign');
    await o.admin.json('PUT', PATH, { fields: { ...NONE, campaign: 'lead_campaign' } });
    const type = await openMeetingType(o.admin, [o.adminId]);
    const link = await createLink(o.admin, {
      meetingTypeId: type.id,
      questions: [{ id: 'heard', type: 'short_answer', question: 'How did you hear of us?', required: true, crmField: 'lead_campaign' }],
    });
    const email = `q-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(11), email, answers: { heard: 'A friend' }, utm: { campaign: 'spring' } });
    expect(booked.status).toBe(201);
    expect((await writesOf(o.admin, booked.body.data.id))[0].detail).toBe(`Created contact ${email}: lead_campaign = A friend`);
    expect((await recordOf(o.admin, 'contact', email)).fields).toEqual({ lead_campaign: 'A friend' });
  });

  it('refuses a UTM value over 300 characters or on two lines, as router submissions do', async () => {
    const o = await org();
    const type = await openMeetingType(o.admin, [o.adminId]);
    const link = await createLink(o.admin, { meetingTypeId: type.id });
    for (const utm of [{ campaign: 'x'.repeat(301) }, { campaign: 'a\r\nb' }]) {
      const res = await book(link.slug, { start: futureAt(12), email: `v-${uid()}@x.example`, utm });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].source).toEqual({ pointer: '/utm/campaign' });
    }
  });
});

describe('a router booking', () => {
  let admin: TestClient;
  const field = `utm_campaign_${uid().slice(0, 6)}`;
  let seedId: string;
  beforeAll(async () => {
    admin = (await demo()).admin;
    seedId = await fieldInUse(admin, 'lead', field);
  });
  // The demo organization is shared with other files: its mapping and seed record go again.
  afterAll(async () => {
    await env.DB.prepare("delete from utm_mappings where account_id = 'demo-account'").run();
    await admin.json('DELETE', `/api/crm/records/${seedId}`);
  });

  it("writes the session's mapped UTM values to the module the router updates, and the routing log names them", async () => {
    await admin.json('PUT', PATH, { fields: { ...NONE, campaign: field } });
    const domain = await crmAccount('demo-ursula');
    const routerId = await makeRouter(
      { formId: await nativeForm(), meetingTypeId: await meetingType(admin) },
      { matchingRuleIds: [await ownerRule(admin)], crmModule: 'lead' },
    );
    const email = `pat-${uid()}@${domain}`;
    const submitted = await widget.call('POST', `/api/public/routers/${routerId}/submissions`, {
      answers: { name: 'Pat Prospect', email, country: 'France' },
      pageUrl: 'https://www.acme-site.test/contact?utm_campaign=autumn',
      utm: { source: 'ads', campaign: 'autumn' },
    });
    expect(submitted.status).toBe(201);
    const sessionId = submitted.body.data.sessionId as string;
    const booked = await widget.book(sessionId, futureAt(9, 0, 5));
    expect(booked.status).toBe(201);
    const writes = await writesOf(admin, booked.body.data.id);
    expect(writes[0]).toMatchObject({
      crm: 'Built-in CRM',
      status: 'written',
      detail: expect.stringContaining(`${field} = autumn (utm_campaign)`),
    });
    expect((await recordOf(admin, 'lead', email)).fields).toMatchObject({ [field]: 'autumn' });
    // utm_source came with the session but is not mapped.
    expect(JSON.stringify((await recordOf(admin, 'lead', email)).fields)).not.toContain('ads');
    await eventually(async () =>
      expect(JSON.stringify((await admin.json('GET', `/api/routing-logs/${sessionId}`)).body.data)).toContain(
        `${field} = autumn (utm_campaign)`,
      ),
    );
  });
});

describe('with HubSpot connected', () => {
  it("sends the mapped UTM values to HubSpot's contact with the same delivery as the answers", async () => {
    const o = await org();
    const portal = await fake<{ portalId: number; code: string }>(`${HS}/__fake/portals`, {
      extraProperties: { contacts: ['lead_campaign'] },
    });
    await connectCrm(o.admin, 'hubspot', portal.code);
    expect((await o.admin.json('POST', '/api/integrations/crm/hubspot/refresh-fields')).status).toBe(200);
    await o.admin.json('PUT', PATH, { fields: { ...NONE, campaign: 'lead_campaign' } });
    const type = await openMeetingType(o.admin, [o.adminId]);
    const link = await createLink(o.admin, { meetingTypeId: type.id });
    const email = `hs-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(13), email, name: 'Hana Spot', utm: { campaign: 'spring', source: 'ads' } });
    expect(booked.status).toBe(201);
    await eventually(async () => {
      const writes = (await meeting(o.admin, booked.body.data.id)).crmWrites as { crm: string; status: string; detail: string }[];
      expect(writes.find((w) => w.crm === 'HubSpot')).toMatchObject({
        status: 'written',
        detail: `Created contact ${email} in HubSpot: lead_campaign = spring`,
      });
    });
    type HsWrite = { path: string; body: { properties: Record<string, string> } };
    const writes = (await fake<{ writes: HsWrite[] }>(`${HS}/__fake/portals/${portal.portalId}`)).writes.filter((w) =>
      w.path.startsWith('/crm/v3/objects/contacts'),
    );
    expect(writes).toEqual([
      expect.objectContaining({ body: { properties: expect.objectContaining({ email, lead_campaign: 'spring' }) } }),
    ]);
    expect(JSON.stringify(writes)).not.toContain('ads');
  });
});

describe('a relay booking', () => {
  let c: Awaited<ReturnType<typeof demo>>;
  const field = `relay_campaign_${uid().slice(0, 6)}`;
  let seedId: string;
  let relayId: string;
  beforeAll(async () => {
    c = await demo();
    seedId = await fieldInUse(c.admin, 'contact', field);
    relayId = (await createRelay(c.admin, await relayRefs(c.admin))).id;
  });
  // The demo organization is shared with other files: its mapping and seed record go again.
  afterAll(async () => {
    await env.DB.prepare("delete from utm_mappings where account_id = 'demo-account'").run();
    await c.admin.json('DELETE', `/api/crm/records/${seedId}`);
  });
  const utmOf = async (meetingId: string) =>
    JSON.parse((await env.DB.prepare('select utm from meetings where id = ?').bind(meetingId).first<{ utm: string }>())!.utm);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    SELF.fetch(`http://127.0.0.1:8787${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json<any>() }));

  it("a booker's handoff (the extension sends its tab's utm_*) keeps them on the meeting and the session's log, and the CRM write carries the mapped one", async () => {
    await c.admin.json('PUT', PATH, { fields: { ...NONE, campaign: field } });
    const email = `relay-${uid()}@n-${uid()}.com`;
    const s = await handoff(c.booker, relayId, email, {
      source: 'chrome_extension',
      utm: { campaign: 'summer', source: 'partner', term: ' ' },
    });
    expect(s.status).toBe(201);
    const booked = await c.booker.json('POST', `/api/relay-sessions/${s.body.data.id}/bookings`, { start: futureAt(13, 30) });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.booking.meetingId as string;
    expect(await utmOf(meetingId)).toEqual({ campaign: 'summer', source: 'partner' });
    expect(await writesOf(c.admin, meetingId)).toEqual([
      expect.objectContaining({
        crm: 'Built-in CRM',
        status: 'written',
        detail: `Created contact ${email}: ${field} = summer (utm_campaign)`,
      }),
    ]);
    expect((await recordOf(c.admin, 'contact', email)).fields).toEqual({ [field]: 'summer' });
    // The routing log's Source card shows them, as it does for an inbound submission's.
    const log = (await c.admin.json('GET', `/api/routing-logs/${s.body.data.id}`)).body.data;
    expect(log.attribution.utm).toEqual({ campaign: 'summer', source: 'partner' });
  });

  it('a relay link page opened with utm_* keeps them; one opened without keeps none and writes nothing', async () => {
    await c.admin.json('PUT', PATH, { fields: { ...NONE, campaign: field } });
    const links = (await c.booker.json('GET', '/api/relay-links')).body.data as { id: string; kind: string; relayId: string }[];
    const token = links.find((l) => l.kind === 'relay' && l.relayId === relayId)!.id;
    const bookVia = async (email: string, hour: number, utm?: Record<string, string | null>) => {
      const started = await post(`/api/public/relay-links/${token}/sessions`, {
        name: 'Lee Link',
        email,
        timezone: 'UTC',
        ...(utm ? { utm } : {}),
      });
      expect(started.status).toBe(201);
      const booked = await post(
        `/api/public/relay-sessions/${started.body.data.id}/bookings`,
        { start: futureAt(hour) },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(booked.status).toBe(201);
      return booked.body.data.booking.meetingId as string;
    };
    const plainEmail = `plain-${uid()}@n-${uid()}.com`;
    const plain = await bookVia(plainEmail, 14);
    const email = `lee-${uid()}@n-${uid()}.com`;
    const tagged = await bookVia(email, 15, { campaign: 'winter', medium: 'cpc', source: null });
    expect(await utmOf(tagged)).toEqual({ campaign: 'winter', medium: 'cpc' });
    expect((await writesOf(c.admin, tagged))[0]).toMatchObject({ detail: `Created contact ${email}: ${field} = winter (utm_campaign)` });
    expect(await utmOf(plain)).toEqual({});
    expect((await meeting(c.admin, plain)).crmWrites).toEqual([]);
    expect(await recordOf(c.admin, 'contact', plainEmail)).toBeUndefined();
    // The same limits as a link booking's.
    const bad = await post(`/api/public/relay-links/${token}/sessions`, { name: 'Lee', email, timezone: 'UTC', utm: { term: 'a\nb' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source).toEqual({ pointer: '/utm/term' });
  });
});
