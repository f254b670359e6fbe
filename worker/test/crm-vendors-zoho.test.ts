import { describe, expect, it, vi } from 'vitest';
import { eq, and } from 'drizzle-orm';
import { CrmError, CrmRateLimitedError, CrmRecordNotFoundError, CrmTokenExpiredError } from '../integrations/crm/adapter';
import { auditLog } from '../db/schema/integrations';
import { FAKE_ZOHO_CLIENT, ZOHO_ACCOUNTS_HOST, ZOHO_API_HOST } from './fakes/zoho';
import { tokenWithFormCredentials } from '../integrations/crm/form-token';
import { connectVendor, fakeControl, oauthCredentials, readAllModified } from './crm-vendors-helpers';
import { db } from './client';

vi.setConfig({ testTimeout: 30_000 });

const API = `https://${ZOHO_API_HOST}/__fake`;

async function zohoOrg() {
  const { orgId, tokens } = await fakeControl(`${API}/connect`, {});
  const c = await connectVendor('zoho', oauthCredentials('zoho', tokens));
  return { ...c, orgId: orgId as string, org: (path: string, body?: unknown) => fakeControl(`${API}/orgs/${orgId}${path}`, body) };
}

describe('Zoho CRM client', () => {
  it('mirrors a module page by page, oldest change first, and only what changed since', async () => {
    const z = await zohoOrg();
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const leads = Array.from({ length: 450 }, (_, i) => ({
      Email: `lead${i}@initech.com`,
      Last_Name: `Lead ${i}`,
      First_Name: 'Pat',
      Company: 'Initech',
      Modified_Time: new Date(t0 + i * 60_000).toISOString(),
      Owner: { id: `${z.orgId}-u1` },
    }));
    await z.org('/records', { module: 'Leads', records: leads });
    const client = await z.open();
    const { emails: seen, pages } = await readAllModified(client, 'lead');
    expect(pages).toBe(3);
    expect(seen).toHaveLength(450);
    expect(seen[0]).toBe('lead0@initech.com');
    const first = (await client.listModified({ module: 'lead', since: null, cursor: null })).records[0];
    expect(first).toMatchObject({
      module: 'lead',
      name: 'Pat Lead 0',
      ownerExternalId: `${z.orgId}-u1`,
      ownerEmail: 'owner@acme.test',
      modifiedAt: t0,
    });
    const since = await client.listModified({ module: 'lead', since: t0 + 440 * 60_000, cursor: null });
    expect(since.records.map((r) => r.email)).toEqual(Array.from({ length: 9 }, (_, i) => `lead${441 + i}@initech.com`));
    expect(since.next).toBeNull();
    // Nothing changed since the newest: Zoho's 304 is an empty page.
    expect(await client.listModified({ module: 'lead', since: t0 + 10_000 * 60_000, cursor: null })).toEqual({ records: [], next: null });
  });

  it('finds people by e-mail and accounts by website, reads fields and owners', async () => {
    const z = await zohoOrg();
    await z.org('/records', { module: 'Accounts', records: [{ Account_Name: 'Initech', Website: 'initech.com', Industry: 'Software' }] });
    await z.org('/records', {
      module: 'Contacts',
      records: [{ Email: 'pat@initech.com', Last_Name: 'Prospect', Account_Name: { name: 'Initech', id: 'acc-1' } }],
    });
    await z.org('/users', {
      users: [
        { id: 'u2', email: 'Rep@Acme.test', full_name: 'Rita Rep', status: 'active' },
        { id: 'u3', email: 'gone@acme.test', full_name: 'Gone', status: 'disabled' },
      ],
    });
    const client = await z.open();
    expect((await client.findByEmail('pat@initech.com')).map((r) => [r.module, r.accountExternalId])).toEqual([['contact', 'acc-1']]);
    expect(await client.findByEmail('nobody@initech.com')).toEqual([]);
    expect((await client.findByDomain('initech.com'))[0]).toMatchObject({
      module: 'account',
      domain: 'initech.com',
      fields: { Industry: 'Software' },
    });
    const fields = await client.describeFields('lead');
    expect(fields.find((f) => f.key === 'Lead_Source')).toMatchObject({ type: 'enumeration', options: ['Web', 'Partner'] });
    expect((await client.listOwners()).map((o) => o.email)).toEqual(['owner@acme.test', 'rep@acme.test']);
  });

  it('upserts leads and contacts by e-mail, updates the owner, and reports a refused record', async () => {
    const z = await zohoOrg();
    const client = await z.open();
    const created = await client.upsertPerson('lead', {
      email: 'New@Initech.com',
      firstName: 'Nia',
      company: 'Initech',
      fields: { Lead_Source: 'Web' },
    });
    expect(created.created).toBe(true);
    const again = await client.upsertPerson('lead', { email: 'new@initech.com', lastName: 'Newton' });
    expect(again).toEqual({ externalId: created.externalId, created: false });
    await z.org('/users', { users: [{ id: 'u9', email: 'rep@acme.test', full_name: 'Rep', status: 'active' }] });
    await client.updateOwner('lead', created.externalId, 'u9', null);
    const state = await z.org('');
    expect(state.modules.Leads[0]).toMatchObject({
      Email: 'new@initech.com',
      Last_Name: 'Newton',
      Owner: { id: 'u9' },
      Lead_Source: 'Web',
    });
    await expect(client.updateOwner('lead', 'no-such-id', 'u9', null)).rejects.toBeInstanceOf(CrmRecordNotFoundError);
    await expect(client.upsertPerson('contact', { email: 'x@initech.com', ownerExternalId: 'not-a-user' })).rejects.toThrow(
      /INVALID_DATA.*Owner/,
    );
    await expect(client.upsertPerson('contact', { email: 'x@initech.com', ownerExternalId: 'not-a-user' })).rejects.toBeInstanceOf(
      CrmError,
    );
  });

  it('refreshes an expired access token once and keeps working; 429 is a rate-limit error with the wait', async () => {
    const z = await zohoOrg();
    const client = await z.open();
    const sealedBefore = (await z.current()).credentials;
    await z.org('/expire-access', {});
    expect(await client.listOwners()).toHaveLength(1);
    // The 401 refreshed the token, and the new one was sealed in place of the old.
    const after = await z.current();
    expect(after.status).toBe('connected');
    expect(after.credentials).not.toBe(sealedBefore);
    const calls = (await z.org('')).calls.filter((c: { path: string }) => c.path.startsWith('/crm/v2/users'));
    expect(calls).toHaveLength(1);
    await z.org('/fail-next', { status: 429, retryAfter: 7 });
    const err = await client.listOwners().catch((e) => e);
    expect(err).toBeInstanceOf(CrmRateLimitedError);
    expect(err.retryAfterSeconds).toBe(7);
  });

  it("the token endpoint gets the app's credentials as form fields; the fake refuses them as HTTP Basic", async () => {
    const { tokens } = await fakeControl(`${API}/connect`, {});
    const url = `https://${ZOHO_ACCOUNTS_HOST}/oauth/v2/token`;
    const form = (extra: Record<string, string>) =>
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, ...extra });
    const basic = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${btoa(`${FAKE_ZOHO_CLIENT.id}:${FAKE_ZOHO_CLIENT.secret}`)}`,
      },
      body: form({}),
    });
    expect(basic.status).toBe(401);
    const fields = await tokenWithFormCredentials(
      { tokenUrl: url, clientId: FAKE_ZOHO_CLIENT.id, clientSecret: FAKE_ZOHO_CLIENT.secret },
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    );
    expect(typeof fields.data).toBe('object');
    expect(fields.accessToken()).toMatch(/^at_/);
  });

  it('a revoked grant expires the integration (one audit entry) and asks to reconnect', async () => {
    const z = await zohoOrg();
    const client = await z.open();
    await z.org('/revoke', {});
    await expect(client.listOwners()).rejects.toBeInstanceOf(CrmTokenExpiredError);
    expect((await z.current()).status).toBe('expired');
    await expect(z.open()).rejects.toBeInstanceOf(CrmTokenExpiredError);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, z.accountId), eq(auditLog.action, 'integration_expired')));
    expect(audit).toHaveLength(1);
  });
});
