import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { db, uid } from './client';
import { connectCrm, countOf, crmIntegrationOf, crmOrg, fake, queueCrmWrite, recordingEnv, SF_LOGIN } from './crm-kit';
import { runSyncStep } from '../features/crm-sync/parts/sync';
import { processWriteJob } from '../features/crm-sync/parts/writes';
import type { Delivery } from '../features/crm-sync/parts/write-delivery';

const integrationOf = (accountId: string) => crmIntegrationOf(accountId, 'salesforce');
const count = countOf;

async function salesforceOrg(seed: (ctx: { repEmail: string }) => Record<string, unknown>) {
  const org = await crmOrg('Sam Rep');
  return { ...org, sf: await fake<{ orgId: string; code: string }>(`${SF_LOGIN}/__fake/orgs`, seed({ repEmail: org.rep.email })) };
}

async function drive(e: Env, integrationId: string, module: string) {
  const results: string[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await runSyncStep(e, db(), integrationId, module);
    results.push(r.result);
    if (r.result === 'busy') await new Promise((res) => setTimeout(res, 50));
    else if (r.result !== 'more') return results;
  }
  return results;
}

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    FirstName: 'C',
    LastName: `N${i}`,
    Email: `c${i}@globex.example`,
    OwnerId: '005000000000001AAA',
    AccountId: '001000000000009AAA',
  }));

describe('Salesforce', () => {
  it('connects with PKCE on the org domain, pages SOQL through nextRecordsUrl, then reads only what changed since SystemModstamp', async () => {
    const o = await salesforceOrg(({ repEmail }) => ({
      name: 'Globex',
      batchSize: 4,
      User: [{ Id: '005000000000001AAA', Email: repEmail, Name: 'Sam Rep' }],
      Account: [{ Id: '001000000000009AAA', Name: 'Globex', Website: 'https://www.globex.example', OwnerId: '005000000000001AAA' }],
      Contact: people(11),
      Lead: [{ LastName: 'Lead', Company: 'Initech', Email: 'l@initech.example', OwnerId: '005000000000001AAA' }],
    }));
    // The code of the fake's consent was issued without a challenge; the authorize URL must still carry PKCE S256.
    const { authorize, location } = await connectCrm(o.adminClient, 'salesforce', o.sf.code, { domain: 'login.salesforce.com' });
    expect(authorize.pathname).toBe('/services/oauth2/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location).toBe('/settings/integrations/salesforce');
    const row = await integrationOf(o.accountId);
    expect(row).toMatchObject({ status: 'connected', external_account_id: o.sf.orgId, external_account_name: 'Globex' });
    const { env: e, sent } = recordingEnv();
    const contactRun = await drive(e, row.id, 'contact');
    for (const m of ['account', 'lead', 'opportunity']) await drive(e, row.id, m);
    expect(await count("select count(*) n from crm_records where account_id = ? and module = 'contact'", o.accountId)).toBe(11);
    // 11 contacts at 4 a page: whoever imported them (this test or the queue consumer beside it) followed nextRecordsUrl twice.
    expect(contactRun.at(-1)).toBe('done');
    expect(sent.every((m) => m.type === 'sync')).toBe(true);
    const account = await env.DB.prepare('select * from crm_records where id = ?')
      .bind(`${row.id}:account:001000000000009AAA`)
      .first<Record<string, any>>();
    expect(account).toMatchObject({ domain: 'globex.example', owner_user_id: o.rep.id });
    const contact = await env.DB.prepare('select * from crm_records where account_id = ? and email = ?')
      .bind(o.accountId, 'c3@globex.example')
      .first<Record<string, any>>();
    expect(contact).toMatchObject({ parent_account_id: `${row.id}:account:001000000000009AAA`, owner_user_id: o.rep.id });

    // Only the change since the last SystemModstamp comes back.
    const before = (await env.DB.prepare("select processed from crm_sync_state where integration_id = ? and module = 'contact'")
      .bind(row.id)
      .first<{ processed: number }>())!.processed;
    await fake(`${SF_LOGIN}/__fake/orgs/${o.sf.orgId}/records`, {
      object: 'Contact',
      values: { LastName: 'New', Email: 'new@globex.example' },
    });
    await drive(e, row.id, 'contact');
    const after = (await env.DB.prepare("select processed from crm_sync_state where integration_id = ? and module = 'contact'")
      .bind(row.id)
      .first<{ processed: number }>())!.processed;
    expect(after - before).toBeLessThanOrEqual(2);
    expect(await count("select count(*) n from crm_records where account_id = ? and module = 'contact'", o.accountId)).toBe(12);
    const fields = await o.adminClient.json('GET', '/api/crm/fields?module=lead');
    expect(fields.body.data.map((f: { key: string }) => f.key)).toEqual(expect.arrayContaining(['Industry', 'Company', 'OwnerId']));
    expect(fields.body.data.map((f: { key: string }) => f.key)).not.toContain('Address');
  });

  it('refreshes on INVALID_SESSION_ID, and an expired refresh token expires the integration', async () => {
    const o = await salesforceOrg(({ repEmail }) => ({
      User: [{ Id: '005000000000001AAA', Email: repEmail, Name: 'Sam' }],
      Account: [{ Name: 'A' }],
    }));
    await connectCrm(o.adminClient, 'salesforce', o.sf.code);
    const row = await integrationOf(o.accountId);
    const { env: e } = recordingEnv();
    await fake(`${SF_LOGIN}/__fake/orgs/${o.sf.orgId}/expire-access`, {});
    expect(await drive(e, row.id, 'account')).toContain('done');
    expect((await integrationOf(o.accountId)).credentials).not.toBe(row.credentials);
    await fake(`${SF_LOGIN}/__fake/orgs/${o.sf.orgId}/revoke`, {});
    await fake(`${SF_LOGIN}/__fake/orgs/${o.sf.orgId}/expire-access`, {});
    await env.DB.prepare("update crm_sync_state set status = 'idle' where integration_id = ?").bind(row.id).run();
    expect(await runSyncStep(e, db(), row.id, 'account')).toEqual({ result: 'stopped' });
    expect((await integrationOf(o.accountId)).status).toBe('expired');
    expect(await count("select count(*) n from audit_log where account_id = ? and action = 'integration_expired'", o.accountId)).toBe(1);
  });

  it('writes a lead (required fields filled), creates the account, and sets the owner through composite; the daily API limit backs off', async () => {
    const o = await salesforceOrg(({ repEmail }) => ({ User: [{ Id: '005000000000001AAA', Email: repEmail, Name: 'Sam' }] }));
    await connectCrm(o.adminClient, 'salesforce', o.sf.code);
    const row = await integrationOf(o.accountId);
    const { env: e } = recordingEnv();
    const jobId = `s-${uid()}:submit`;
    await queueCrmWrite(e, row, jobId, {
      people: [{ module: 'lead', action: 'create', email: 'ana@hooli.example', name: 'Ana Lopez', phone: null, company: null, fields: {} }],
      account: { domain: 'hooli.example', name: 'Hooli' },
      owner: { userId: o.rep.id, property: null, recordId: null, onWrittenPerson: true, fromOwner: null },
    });
    await fake(`${SF_LOGIN}/__fake/orgs/${o.sf.orgId}/fail-next`, { status: 403, match: 'FROM Lead' });
    const deliveries: Delivery[] = [];
    const first = await processWriteJob(e, db(), jobId, async (_d, d) => void deliveries.push(d));
    expect(first).toEqual({ result: 'retry', delaySeconds: 3600 });
    expect(await processWriteJob(e, db(), jobId, async (_d, d) => void deliveries.push(d), Date.now() + 3_700_000)).toEqual({
      result: 'done',
    });
    const state = await fake<{ objects: Record<string, any[]>; writes: { method: string; path: string }[] }>(
      `${SF_LOGIN}/__fake/orgs/${o.sf.orgId}`,
    );
    const lead = state.objects.Lead.find((l) => l.Email === 'ana@hooli.example');
    expect(lead).toMatchObject({ FirstName: 'Ana', LastName: 'Lopez', Company: 'hooli.example', OwnerId: '005000000000001AAA' });
    expect(state.objects.Account.find((a) => a.Website === 'hooli.example')).toMatchObject({ Name: 'Hooli' });
    expect(state.writes.map((w) => w.method)).toEqual(['POST', 'POST', 'PATCH']);
    expect(deliveries[0]).toMatchObject({
      ownerUpdate: { updated: true },
      crmWrites: [
        { module: 'lead', action: 'created' },
        { module: 'account', action: 'created' },
      ],
    });
  });
});
