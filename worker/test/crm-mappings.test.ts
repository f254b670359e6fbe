import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { db, demo, uid, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { connectCrm, eventually, fake, fieldInUse, HS, recordingEnv, SF_LOGIN, signedInOrg, type SignedInOrg } from './crm-kit';
import { createRelay, handoff, relayRefs } from './relay-fixtures';
import { processWriteJob } from '../features/crm-sync/parts/writes';
import { handleCrmBatch } from '../jobs/crm-queue';
import type { CrmQueueMessage, Env } from '../env';
import { handleEvent } from '../features/events/service';
import { crmMappingsHandler } from '../features/crm-mappings/service';

// A booking's mapped answers (spec section 3: a personal link question's "CRM field"; the relay wizard's
// CRM step) are written to the built-in CRM and to every connected CRM, and the meeting says how it went.

type Org = SignedInOrg;
const org = signedInOrg;

async function mappedLink(o: Org, crmField: string) {
  const type = await openMeetingType(o.admin, [o.adminId]);
  return createLink(o.admin, {
    meetingTypeId: type.id,
    questions: [
      { id: 'size', type: 'short_answer', question: 'Team size', required: true, crmField },
      { id: 'note', type: 'short_answer', question: 'Anything else?', crmField: null },
    ],
  });
}

const meeting = async (client: TestClient, id: string) => (await client.json('GET', `/api/meetings/${id}`)).body.data;
const contactByEmail = async (client: TestClient, email: string) =>
  (await client.json('GET', `/api/crm/records?module=contact&q=${encodeURIComponent(email)}`)).body.data as {
    email: string;
    fields: Record<string, unknown>;
  }[];

describe('CRM field mappings of a meeting link', () => {
  it("writes the answer to the built-in CRM record and shows it on the meeting's details", async () => {
    const o = await org();
    await fieldInUse(o.admin, 'contact', 'team_size');
    const link = await mappedLink(o, 'team_size');
    const email = `jane-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(10), email, name: 'Jane Doe', answers: { size: '50', note: 'hi' } });
    expect(booked.status).toBe(201);
    const details = await eventually(async () => {
      const m = await meeting(o.admin, booked.body.data.id);
      expect(m.crmWrites).toHaveLength(1);
      return m;
    });
    expect(details.crmWrites).toEqual([
      expect.objectContaining({ crm: 'Built-in CRM', status: 'written', detail: `Created contact ${email}: team_size = 50` }),
    ]);
    const [contact] = await contactByEmail(o.admin, email);
    expect(contact.fields).toEqual({ team_size: '50' });
  });

  it('five deliveries of the booking event at once write the built-in record once', async () => {
    const o = await org();
    await fieldInUse(o.admin, 'contact', 'team_size');
    const link = await mappedLink(o, 'team_size');
    const email = `race-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(16), email, answers: { size: '12' } });
    const row = (await env.DB.prepare("select id from domain_events where subject_id = ? and type = 'meeting.booked'")
      .bind(booked.body.data.id)
      .first<{ id: string }>())!;
    // Five deliveries reach this handler at the same moment (the queue's own consumer runs beside them);
    // the claim lets one write, the rest wait.
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => handleEvent(env as unknown as Env, db(), [crmMappingsHandler], row.id)),
    );
    expect(outcomes.map((o) => o.result)).toContain('done');
    await eventually(async () =>
      expect((await meeting(o.admin, booked.body.data.id)).crmWrites).toEqual([expect.objectContaining({ status: 'written' })]),
    );
    const n = await env.DB.prepare("select count(*) n from crm_records where account_id = ? and module = 'contact' and email = ?")
      .bind(o.accountId, email)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('names a field the built-in CRM does not have as a failure, and writes nothing', async () => {
    const o = await org();
    const link = await mappedLink(o, 'headcount_band');
    const email = `joe-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(11), email, answers: { size: '50' } });
    const m = await eventually(async () => {
      const d = await meeting(o.admin, booked.body.data.id);
      expect(d.crmWrites).toHaveLength(1);
      return d;
    });
    expect(m.crmWrites[0]).toMatchObject({
      crm: 'Built-in CRM',
      status: 'failed',
      detail: `Not written to contact ${email}: the contact module has no field "headcount_band"`,
    });
    expect(await contactByEmail(o.admin, email)).toEqual([]);
  });
});

async function hubspotOrg(extra: string[]) {
  const o = await org();
  const portal = await fake<{ portalId: number; code: string }>(`${HS}/__fake/portals`, { extraProperties: { contacts: extra } });
  await connectCrm(o.admin, 'hubspot', portal.code);
  const integration = (await env.DB.prepare("select id from integrations where account_id = ? and provider = 'hubspot'")
    .bind(o.accountId)
    .first<{ id: string }>())!;
  return { ...o, portal, integrationId: integration.id };
}

type HsWrite = { method: string; path: string; body: { properties: Record<string, string> } };
const hubspotWrites = async (portalId: number) =>
  (await fake<{ writes: HsWrite[] }>(`${HS}/__fake/portals/${portalId}`)).writes.filter((w) =>
    w.path.startsWith('/crm/v3/objects/contacts'),
  );

describe('CRM field mappings with HubSpot connected', () => {
  it('sends the property to HubSpot exactly once, even when the write job is delivered twice', async () => {
    const o = await hubspotOrg(['team_size']);
    // HubSpot's fields, refreshed: the built-in mirror of its contacts takes the same field.
    expect((await o.admin.json('POST', '/api/integrations/crm/hubspot/refresh-fields')).status).toBe(200);
    const link = await mappedLink(o, 'team_size');
    const email = `jane-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(12), email, name: 'Jane Doe', answers: { size: '50' } });
    const meetingId = booked.body.data.id as string;
    const jobId = `mapping:${meetingId}:${o.integrationId}`;
    await eventually(async () =>
      expect(await env.DB.prepare('select id from crm_write_jobs where id = ?').bind(jobId).first()).not.toBeNull(),
    );
    // The queue's own consumer runs beside these: a duplicate message and two direct deliveries at once.
    const { env: e } = recordingEnv();
    const ack = () => undefined;
    const duplicate = {
      messages: [{ id: 'dup', body: { type: 'write', jobId } as CrmQueueMessage, attempts: 1, timestamp: new Date(), ack, retry: ack }],
    } as unknown as MessageBatch<CrmQueueMessage>;
    await Promise.all([
      handleCrmBatch(duplicate, e),
      processWriteJob(e, db(), jobId, async () => undefined),
      processWriteJob(e, db(), jobId, async () => undefined),
    ]);
    const m = await eventually(async () => {
      const d = await meeting(o.admin, meetingId);
      expect(d.crmWrites.find((w: any) => w.crm === 'HubSpot')?.status).toBe('written');
      return d;
    });
    expect(m.crmWrites).toEqual([
      expect.objectContaining({ crm: 'Built-in CRM', status: 'written', detail: `Created contact ${email}: team_size = 50` }),
      expect.objectContaining({ crm: 'HubSpot', status: 'written', detail: `Created contact ${email} in HubSpot: team_size = 50` }),
    ]);
    await handleCrmBatch(duplicate, e);
    const writes = await hubspotWrites(o.portal.portalId);
    expect(writes.filter((w) => w.body.properties.team_size === '50')).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { properties: { email, team_size: '50', firstname: 'Jane', lastname: 'Doe' } },
    });
  });

  it("shows HubSpot's refusal of a property it does not have in plain words", async () => {
    const o = await hubspotOrg([]);
    await fieldInUse(o.admin, 'contact', 'team_size');
    const link = await mappedLink(o, 'team_size');
    const booked = await book(link.slug, { start: futureAt(13), answers: { size: '50' } });
    const m = await eventually(async () => {
      const d = await meeting(o.admin, booked.body.data.id);
      expect(d.crmWrites.find((w: any) => w.crm === 'HubSpot')?.status).toBe('failed');
      return d;
    });
    const hubspot = m.crmWrites.find((w: any) => w.crm === 'HubSpot');
    expect(hubspot.detail).toBe(
      'Not written to HubSpot: hubspot answered 400: Property values were not valid: Property "team_size" does not exist',
    );
    expect(await hubspotWrites(o.portal.portalId)).toEqual([]);
  });
});

describe('CRM field mappings with an expired connection', () => {
  it('names the expired CRM on the meeting and sends it nothing, while the built-in CRM is written', async () => {
    const o = await hubspotOrg(['team_size']);
    await fieldInUse(o.admin, 'contact', 'team_size');
    await env.DB.prepare("update integrations set status = 'expired' where id = ?").bind(o.integrationId).run();
    const link = await mappedLink(o, 'team_size');
    const booked = await book(link.slug, { start: futureAt(17), answers: { size: '7' } });
    const m = await eventually(async () => {
      const d = await meeting(o.admin, booked.body.data.id);
      expect(d.crmWrites).toHaveLength(2);
      return d;
    });
    expect(m.crmWrites).toEqual([
      expect.objectContaining({ crm: 'Built-in CRM', status: 'written' }),
      expect.objectContaining({ crm: 'HubSpot', status: 'failed', detail: 'HubSpot connection expired: reconnect it to write to the CRM' }),
    ]);
    expect(
      await env.DB.prepare('select id from crm_write_jobs where id like ?').bind(`mapping:${booked.body.data.id}:%`).first(),
    ).toBeNull();
    expect(await hubspotWrites(o.portal.portalId)).toEqual([]);
  });
});

describe('CRM field mappings with Salesforce connected', () => {
  it('writes the mapped field on the Salesforce contact and records it on the meeting', async () => {
    const o = await org();
    const sf = await fake<{ orgId: string; code: string }>(`${SF_LOGIN}/__fake/orgs`, {});
    await connectCrm(o.admin, 'salesforce', sf.code, { domain: 'login.salesforce.com' });
    const link = await mappedLink(o, 'Phone');
    const email = `sam-${uid()}@x.example`;
    const booked = await book(link.slug, { start: futureAt(15), email, name: 'Sam Lee', answers: { size: '+1 415 555 0100' } });
    const m = await eventually(async () => {
      const d = await meeting(o.admin, booked.body.data.id);
      expect(d.crmWrites.find((w: any) => w.crm === 'Salesforce')?.status).toBe('written');
      return d;
    });
    expect(m.crmWrites).toEqual([
      expect.objectContaining({ crm: 'Built-in CRM', status: 'written', detail: `Created contact ${email}: Phone = +1 415 555 0100` }),
      expect.objectContaining({
        crm: 'Salesforce',
        status: 'written',
        detail: `Created contact ${email} in Salesforce: Phone = +1 415 555 0100`,
      }),
    ]);
    const state = await fake<{ writes: { method: string; path: string; body: Record<string, unknown> }[] }>(
      `${SF_LOGIN}/__fake/orgs/${sf.orgId}`,
    );
    expect(state.writes.filter((w) => w.path.includes('/sobjects/Contact'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ Email: email, Phone: '+1 415 555 0100', LastName: 'Lee' }),
      }),
    ]);
  });
});

describe('CRM step of a relay', () => {
  it('writes the mapped answers to the chosen module on handoff and booking, shown on the routing log and the meeting', async () => {
    const c = await demo();
    const refs = await relayRefs(c.admin);
    await fieldInUse(c.admin, 'lead', 'company_name');
    const relay = await createRelay(c.admin, refs, {
      crmMapping: { module: 'lead', fields: [{ question: 'company', field: 'company_name' }] },
    });
    const email = `pat-${uid()}@globex.example`;
    const opened = await handoff(c.booker, relay.id, email, { answers: { company: 'Globex' } });
    expect(opened.status).toBe(201);
    const sessionId = opened.body.data.id as string;
    const booked = await c.booker.json('POST', `/api/relay-sessions/${sessionId}/bookings`, { start: futureAt(14, 30, 3) });
    expect(booked.status).toBe(201);
    const log = await eventually(async () => {
      const res = await c.admin.json('GET', `/api/routing-logs/${sessionId}`);
      expect(res.body.data.decision.crmWrites).toEqual(
        expect.arrayContaining([expect.objectContaining({ module: 'lead', action: 'created' })]),
      );
      return res.body.data;
    });
    expect(log.decision.crmWrites).toContainEqual(
      expect.objectContaining({ module: 'lead', action: 'created', detail: `Built-in CRM: Created lead ${email}: company_name = Globex` }),
    );
    const leads = (await c.admin.json('GET', `/api/crm/records?module=lead&q=${encodeURIComponent(email)}`)).body.data;
    expect(leads).toEqual([expect.objectContaining({ email, fields: { company_name: 'Globex' } })]);
    expect(await contactByEmail(c.admin, email)).toEqual([]);
    const m = await meeting(c.admin, booked.body.data.meetingId ?? log.decision.booking.meetingId);
    expect(m.crmWrites).toContainEqual(
      expect.objectContaining({ crm: 'Built-in CRM', status: 'written', detail: `Created lead ${email}: company_name = Globex` }),
    );
  });
});
