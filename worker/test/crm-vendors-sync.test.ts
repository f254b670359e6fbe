import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { runSyncStep } from '../features/crm-sync/parts/sync';
import { addOrg, addUser, db, signIn, uid } from './client';
import { connectCrm, recordingEnv } from './crm-kit';
import { fakeControl } from './crm-vendors-helpers';
import { ZOHO_API_HOST } from './fakes/zoho';
import { PIPEDRIVE_API_HOST } from './fakes/pipedrive';

// Zoho and Pipedrive plugged into the CRM sync machinery as any vendor: the generic OAuth connect flow
// (consent URL, callback, sealed tokens), then the mirror filling crm_records with owners mapped to members.

vi.setConfig({ testTimeout: 60_000 });

const integrationOf = async (accountId: string, provider: string) =>
  (await env.DB.prepare('select * from integrations where account_id = ? and provider = ?')
    .bind(accountId, provider)
    .first<Record<string, any>>())!;
const callback = (provider: string) => `http://127.0.0.1:8787/api/integrations/oauth/${provider}/callback`;

async function drive(e: Env, integrationId: string, module: string) {
  for (let i = 0; i < 50; i++) {
    const r = await runSyncStep(e, db(), integrationId, module);
    if (r.result === 'busy') await new Promise((res) => setTimeout(res, 50));
    else if (r.result !== 'more') return r.result;
  }
  return 'unfinished';
}

async function orgWithRep() {
  const org = await addOrg();
  const rep = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}`, role: 'regular', name: 'Rita Rep' });
  return { ...org, rep, admin: await signIn(org.admin.email) };
}

describe('CRM sync over Zoho and Pipedrive', () => {
  it('Zoho: connects through the consent flow, then mirrors accounts and contacts with their owners', async () => {
    const o = await orgWithRep();
    const { orgId, code } = await fakeControl(`https://${ZOHO_API_HOST}/__fake/code`, { redirectUri: callback('zoho') });
    const org = (path: string, body: unknown) => fakeControl(`https://${ZOHO_API_HOST}/__fake/orgs/${orgId}${path}`, body);
    await org('/users', { users: [{ id: 'z-rep', email: o.rep.email, full_name: 'Rita Rep', status: 'active' }] });
    await org('/records', {
      module: 'Accounts',
      records: [{ id: 'za1', Account_Name: 'Initech', Website: 'https://www.initech.com', Owner: { id: 'z-rep' } }],
    });
    await org('/records', {
      module: 'Contacts',
      records: [
        {
          id: 'zc1',
          Email: 'pat@initech.com',
          Last_Name: 'Prospect',
          Account_Name: { id: 'za1', name: 'Initech' },
          Owner: { id: 'z-rep' },
        },
      ],
    });
    const { authorize, location } = await connectCrm(o.admin, 'zoho' as 'hubspot', code);
    expect(authorize.host).toBe('accounts.zoho.com');
    expect(authorize.pathname).toBe('/oauth/v2/auth');
    expect(authorize.searchParams.get('scope')).toContain('ZohoCRM.modules.ALL');
    expect(location).toBe('/settings/integrations/zoho');
    const row = await integrationOf(o.accountId, 'zoho');
    expect(row).toMatchObject({ status: 'connected', external_account_id: orgId });
    const { env: e } = recordingEnv();
    for (const m of ['account', 'contact', 'lead', 'opportunity']) expect(await drive(e, row.id, m)).not.toBe('unfinished');
    const account = await env.DB.prepare("select * from crm_records where account_id = ? and module = 'account'")
      .bind(o.accountId)
      .first<Record<string, any>>();
    expect(account).toMatchObject({ domain: 'initech.com', owner_user_id: o.rep.id });
    const contact = await env.DB.prepare("select * from crm_records where account_id = ? and module = 'contact'")
      .bind(o.accountId)
      .first<Record<string, any>>();
    expect(contact).toMatchObject({ email: 'pat@initech.com', owner_user_id: o.rep.id, parent_account_id: account!.id });
  });

  it('Pipedrive: connects through the consent flow, then mirrors organizations and persons with their owners', async () => {
    const o = await orgWithRep();
    const { companyId, code } = await fakeControl(`https://${PIPEDRIVE_API_HOST}/__fake/code`, { redirectUri: callback('pipedrive') });
    const company = (path: string, body: unknown) =>
      fakeControl(`https://${PIPEDRIVE_API_HOST}/__fake/companies/${companyId}${path}`, body);
    await company('/users', { users: [{ id: 77, name: 'Rita Rep', email: o.rep.email, active_flag: true }] });
    await company('/records', { entity: 'organizations', records: [{ id: 501, name: 'Globex', website: 'globex.com', owner_id: 77 }] });
    await company('/records', {
      entity: 'persons',
      records: [{ id: 601, name: 'Sam', emails: [{ value: 'sam@globex.com', primary: true }], org_id: 501, owner_id: 77 }],
    });
    const { authorize, location } = await connectCrm(o.admin, 'pipedrive' as 'hubspot', code);
    expect(authorize.host).toBe('oauth.pipedrive.com');
    expect(location).toBe('/settings/integrations/pipedrive');
    const row = await integrationOf(o.accountId, 'pipedrive');
    expect(row.status).toBe('connected');
    const { env: e } = recordingEnv();
    for (const m of ['account', 'contact', 'opportunity']) expect(await drive(e, row.id, m)).not.toBe('unfinished');
    const person = await env.DB.prepare("select * from crm_records where account_id = ? and module = 'contact'")
      .bind(o.accountId)
      .first<Record<string, any>>();
    expect(person).toMatchObject({ email: 'sam@globex.com', owner_user_id: o.rep.id });
    const orgRow = await env.DB.prepare("select * from crm_records where account_id = ? and module = 'account'")
      .bind(o.accountId)
      .first<Record<string, any>>();
    expect(orgRow).toMatchObject({ domain: 'globex.com', owner_user_id: o.rep.id });
    expect(person!.parent_account_id).toBe(orgRow!.id);
  });
});

describe("Zoho's consent page", () => {
  it("the admin allows on Zoho's page and lands back connected, though Zoho adds location and accounts-server to the redirect", async () => {
    const o = await orgWithRep();
    const start = await o.admin.json('POST', '/api/integrations/crm/zoho/connect', {});
    expect(start.status).toBe(200);
    const page = await fetch(start.body.data.authorizeUrl);
    expect(page.status).toBe(200);
    const href = /href="([^"]+)"/.exec(await page.text())![1].replace(/&amp;/g, '&');
    const back = new URL(href);
    expect(back.searchParams.get('accounts-server')).toBe('https://accounts.zoho.com');
    const res = await SELF.fetch(back.toString(), {
      headers: { cookie: [...o.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'cf-connecting-ip': o.admin.ip },
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/settings/integrations/zoho');
    expect((await integrationOf(o.accountId, 'zoho')).status).toBe('connected');
  });
});
