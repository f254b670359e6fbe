import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { db, uid } from './client';
import {
  connectCrm,
  countOf,
  crmIntegrationOf,
  crmOrg,
  eventually,
  fake,
  HS,
  mirrorCrmOwner,
  queueCrmWrite,
  recordingEnv,
} from './crm-kit';
import { SELF } from 'cloudflare:test';
import { runSyncStep } from '../features/crm-sync/parts/sync';
import { processWriteJob } from '../features/crm-sync/parts/writes';
import type { Delivery } from '../features/crm-sync/parts/write-delivery';
import { hubspotSignatureV3 } from '../integrations/crm/hubspot-webhook';

type Seeded = { portalId: number; code: string };

async function hubspotOrg(seed: (ctx: { repEmail: string; domain: string }) => Record<string, unknown>) {
  const org = await crmOrg('Rita Rep');
  return { ...org, portal: await fake<Seeded>(`${HS}/__fake/portals`, seed({ repEmail: org.rep.email, domain: org.domain })) };
}

const companies = (n: number, domain: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({
    id: String(900 + i),
    properties: { name: `Company ${i}`, domain: domain(i), hubspot_owner_id: '101' },
  }));

/** Drives one module's sync to its end through the consumer function, as the queue would. */
async function syncAll(e: Env, integrationId: string, module: string) {
  for (let i = 0; i < 50; i++) {
    const r = await runSyncStep(e, db(), integrationId, module);
    if (r.result !== 'more') return r;
  }
  throw new Error('sync did not finish');
}

const integrationOf = (accountId: string) => crmIntegrationOf(accountId, 'hubspot');
const count = countOf;

describe('HubSpot', () => {
  it('connects through OAuth, seals the tokens, audits it, and mirrors owners, companies and contacts page by page', async () => {
    const o = await hubspotOrg(({ repEmail }) => ({
      owners: [{ id: '101', email: repEmail, firstName: 'Rita', lastName: 'Rep' }],
      companies: companies(3, (i) => `acme${i}.example`),
      contacts: Array.from({ length: 250 }, (_, i) => ({
        properties: { email: `p${i}@acme${i % 3}.example`, firstname: 'P', lastname: String(i) },
        company: String(900 + (i % 3)),
      })),
      deals: [{ properties: { dealname: 'Big deal', hubspot_owner_id: '101' }, company: '900' }],
    }));
    const { res, location, authorize } = await connectCrm(o.adminClient, 'hubspot', o.portal.code);
    expect(authorize.host).toBe('app.hubspot.com');
    expect(authorize.searchParams.get('scope')).toContain('crm.objects.contacts.read');
    expect(res.status).toBe(302);
    expect(location).toBe('/settings/integrations/hubspot');
    const row = await integrationOf(o.accountId);
    expect(row).toMatchObject({ status: 'connected', kind: 'crm', user_id: null, external_account_id: String(o.portal.portalId) });
    expect(row.credentials).not.toMatch(/hs-at-|hs-rt-/);
    expect(await count("select count(*) n from audit_log where account_id = ? and action = 'integration_connected'", o.accountId)).toBe(1);

    const { env: e } = recordingEnv();
    // The queue consumer may already be importing beside the test; the modules' leases keep the two apart.
    for (const module of ['account', 'contact', 'opportunity'])
      await eventually(async () => expect((await syncAll(e, row.id, module)).result).not.toBe('busy'));
    expect(await count('select count(*) n from crm_records where account_id = ? and module = ?', o.accountId, 'contact')).toBe(250);
    const contact = await env.DB.prepare('select * from crm_records where account_id = ? and email = ?')
      .bind(o.accountId, 'p4@acme1.example')
      .first<Record<string, any>>();
    expect(contact!.parent_account_id).toBe(`${row.id}:account:901`);
    const account = await env.DB.prepare('select * from crm_records where id = ?')
      .bind(`${row.id}:account:901`)
      .first<Record<string, any>>();
    expect(account).toMatchObject({ domain: 'acme1.example', owner_user_id: o.rep.id, owner_email: o.rep.email.toLowerCase() });
    const progress = await o.adminClient.json('GET', '/api/integrations/crm/hubspot');
    expect(progress.body.data.sync).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ module: 'contact', phase: 'incremental', status: 'idle', processed: 250, mirrored: 250 }),
      ]),
    );
    // Incremental: only what changed since the last pass is read again.
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/records`, {
      object: 'contacts',
      properties: { email: 'late@acme2.example', firstname: 'Late' },
      company: '902',
    });
    // A contact's company comes with the contact (associatedcompanyid): the pass never reads associations v4.
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/fail-next`, { status: 500, match: '/associations/contacts' });
    expect((await syncAll(e, row.id, 'contact')).result).toBe('done');
    const late = await env.DB.prepare('select parent_account_id from crm_records where account_id = ? and email = ?')
      .bind(o.accountId, 'late@acme2.example')
      .first<{ parent_account_id: string }>();
    expect(late!.parent_account_id).toBe(`${row.id}:account:902`);
    const state = await env.DB.prepare("select processed from crm_sync_state where integration_id = ? and module = 'contact'")
      .bind(row.id)
      .first<{ processed: number }>();
    expect(state!.processed).toBeLessThan(260);
    expect(await count('select count(*) n from crm_records where account_id = ? and module = ?', o.accountId, 'contact')).toBe(251);
  });

  it('refreshes an expired access token once and keeps going; a revoked refresh token expires the integration with one audit entry', async () => {
    const o = await hubspotOrg(({ repEmail }) => ({
      owners: [{ id: '101', email: repEmail }],
      companies: companies(2, (i) => `r${i}.example`),
    }));
    await connectCrm(o.adminClient, 'hubspot', o.portal.code);
    const row = await integrationOf(o.accountId);
    const { env: e } = recordingEnv();
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/expire-access`, {});
    expect((await syncAll(e, row.id, 'account')).result).toBe('done');
    const after = await integrationOf(o.accountId);
    expect(after.credentials).not.toBe(row.credentials);
    expect(after.status).toBe('connected');

    await fake(`${HS}/__fake/portals/${o.portal.portalId}/revoke`, {});
    await env.DB.prepare("update crm_sync_state set status = 'idle', synced_at = 0 where integration_id = ?").bind(row.id).run();
    const results = await Promise.all([runSyncStep(e, db(), row.id, 'account'), runSyncStep(e, db(), row.id, 'contact')]);
    expect(results.map((r) => r.result)).not.toContain('done');
    expect((await integrationOf(o.accountId)).status).toBe('expired');
    expect(await count("select count(*) n from audit_log where account_id = ? and action = 'integration_expired'", o.accountId)).toBe(1);
    // CRM screens answer 400 TOKEN_EXPIRED_ERROR (the SPA goes to /crm-failure), which lists the routers.
    const refresh = await o.adminClient.json('POST', '/api/integrations/crm/hubspot/refresh-fields');
    expect(refresh.status).toBe(400);
    expect(refresh.body.errors[0].code).toBe('TOKEN_EXPIRED_ERROR');
    const failure = await o.adminClient.json('GET', '/api/integrations/crm-failure');
    expect(failure.body.data).toMatchObject({ integration: { provider: 'hubspot', status: 'expired' }, canReconnect: true });
    const page = await o.adminClient.json('GET', '/api/integrations');
    expect(page.body.data.needsReauthorization).toBe(true);
    const audit = await o.adminClient.json('GET', '/api/audit-log?filter=expired');
    expect(audit.body.data).toEqual([
      expect.objectContaining({ action: 'integration_expired', integrationName: 'HubSpot', label: 'Integration expired' }),
    ]);
  });

  it("waits out a 429 for the vendor's Retry-After, and a job delivered twice at once writes once", async () => {
    const o = await hubspotOrg(({ repEmail }) => ({
      owners: [{ id: '101', email: repEmail }],
      companies: companies(1, () => 'once.example'),
      extraProperties: { companies: ['sdr_owner_id'] },
    }));
    await connectCrm(o.adminClient, 'hubspot', o.portal.code);
    const row = await integrationOf(o.accountId);
    const { env: e } = recordingEnv();
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/fail-next`, { status: 429, headers: { 'retry-after': '7' }, match: '/search' });
    expect(await runSyncStep(e, db(), row.id, 'account')).toEqual({ result: 'retry', delaySeconds: 7 });
    expect((await syncAll(e, row.id, 'account')).result).toBe('done');
    await e.DB.prepare('delete from crm_owners where integration_id = ?').bind(row.id).run();
    await mirrorCrmOwner(e, row, '101', o.rep.email, 'Rita');

    const jobId = `session-${uid()}:submit`;
    await queueCrmWrite(e, row, jobId, {
      people: [],
      account: null,
      owner: { userId: o.rep.id, property: 'sdr_owner_id', recordId: `${row.id}:account:900`, onWrittenPerson: false, fromOwner: null },
    });
    await queueCrmWrite(e, row, jobId, { people: [], account: null, owner: null }, 'other');
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/fail-next`, {
      status: 429,
      headers: { 'retry-after': '3' },
      match: '/objects/companies/900',
    });
    const deliveries: Delivery[] = [];
    const apply = async (_db: unknown, d: Delivery) => void deliveries.push(d);
    expect(await processWriteJob(e, db(), jobId, apply)).toEqual({ result: 'retry', delaySeconds: 3 });
    const job = await e.DB.prepare('select * from crm_write_jobs where id = ?').bind(jobId).first<Record<string, any>>();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => processWriteJob(e, db(), jobId, apply)));
    expect(outcomes.filter((x) => x.result === 'done')).toHaveLength(1);
    expect(outcomes.filter((x) => x.result === 'busy')).toHaveLength(4);
    expect(await processWriteJob(e, db(), jobId, apply)).toEqual({ result: 'busy' });
    const state = await fake<{ writes: { method: string; path: string; body: any }[] }>(`${HS}/__fake/portals/${o.portal.portalId}`);
    expect(state.writes).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/crm/v3/objects/companies/900', body: { properties: { sdr_owner_id: '101' } } }),
    ]);
    expect(deliveries).toEqual([
      expect.objectContaining({ ownerUpdate: expect.objectContaining({ updated: true, field: 'sdr_owner_id', toUserId: o.rep.id }) }),
    ]);
  });

  it('records partial failures step by step: the contact is written, the refused owner update is reported, nothing is written twice', async () => {
    const o = await hubspotOrg(({ repEmail }) => ({ owners: [{ id: '101', email: repEmail }] }));
    await connectCrm(o.adminClient, 'hubspot', o.portal.code);
    const row = await integrationOf(o.accountId);
    const { env: e } = recordingEnv();
    await mirrorCrmOwner(e, row, '101', o.rep.email, 'Rita');
    const jobId = `session-${uid()}:submit`;
    const person = {
      module: 'contact' as const,
      action: 'create' as const,
      email: 'new.person@widgets.example',
      name: 'New Person',
      phone: null,
      company: 'Widgets',
      fields: {},
    };
    // The owner property does not exist in HubSpot: a 400 that no retry can fix.
    await queueCrmWrite(e, row, jobId, {
      people: [person],
      account: { domain: 'widgets.example', name: 'Widgets' },
      owner: { userId: o.rep.id, property: 'no_such_owner', recordId: null, onWrittenPerson: true, fromOwner: null },
    });
    await fake(`${HS}/__fake/portals/${o.portal.portalId}/fail-next`, { status: 502, match: '/objects/companies' });
    const deliveries: Delivery[] = [];
    const apply = async (_db: unknown, d: Delivery) => void deliveries.push(d);
    const first = await processWriteJob(e, db(), jobId, apply, Date.now());
    expect(first.result).toBe('retry');
    const second = await processWriteJob(e, db(), jobId, apply, Date.now() + 60_000);
    expect(second.result).toBe('done');
    const state = await fake<{ writes: { method: string; path: string }[] }>(`${HS}/__fake/portals/${o.portal.portalId}`);
    expect(state.writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /crm/v3/objects/contacts', 'POST /crm/v3/objects/companies']);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].crmWrites.map((w) => w.action)).toEqual(['created', 'created']);
    expect(deliveries[0].ownerUpdate).toMatchObject({ updated: false, reason: expect.stringContaining('no_such_owner') });
  });

  it('accepts webhooks signed with the app secret (v3) and refuses forged or stale ones', async () => {
    const o = await hubspotOrg(({ repEmail }) => ({ owners: [{ id: '101', email: repEmail }] }));
    await connectCrm(o.adminClient, 'hubspot', o.portal.code);
    const url = 'http://127.0.0.1:8787/api/public/webhooks/hubspot';
    const body = JSON.stringify([
      { portalId: o.portal.portalId, objectId: 1, subscriptionType: 'contact.propertyChange', occurredAt: Date.now() },
    ]);
    const ts = String(Date.now());
    const good = await hubspotSignatureV3('routewise-dev-hubspot-secret', 'POST', url, body, ts);
    const post = (sig: string, t = ts) =>
      SELF.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hubspot-signature-v3': sig, 'x-hubspot-request-timestamp': t },
        body,
      });
    expect((await post(good)).status).toBe(204);
    expect((await post(good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(401);
    const old = String(Date.now() - 10 * 60_000);
    expect((await post(await hubspotSignatureV3('routewise-dev-hubspot-secret', 'POST', url, body, old), old)).status).toBe(401);
    // The portal's contacts catch up now (queued), not at the next sweep.
    await eventually(async () =>
      expect(
        (
          await env.DB.prepare(
            "select status from crm_sync_state where integration_id = (select id from integrations where account_id = ? and provider = 'hubspot') and module = 'contact'",
          )
            .bind(o.accountId)
            .first<{ status: string }>()
        )?.status,
      ).not.toBe('failed'),
    );
  });
});
