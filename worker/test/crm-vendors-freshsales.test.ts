import { describe, expect, it, vi } from 'vitest';
import { CrmError, CrmRateLimitedError, CrmRecordNotFoundError, CrmTokenExpiredError } from '../integrations/crm/adapter';
import { freshsalesDefinition, freshsalesHost } from '../integrations/crm/freshsales';
import { FRESHSALES_HOST } from './fakes/freshsales';
import { connectVendor, fakeControl, readAllModified } from './crm-vendors-helpers';
import { addOrg, signIn, uid } from './client';

vi.setConfig({ testTimeout: 30_000 });

async function freshsalesAccount(domain = 'acme') {
  const apiKey = `fs_${uid()}`;
  const c = await connectVendor('freshsales', { kind: 'api_key', apiKey, domain });
  const control = (path: string, body?: unknown) =>
    fakeControl(`https://${FRESHSALES_HOST}/__fake/${path}`, body, { 'x-fake-key': apiKey });
  return { ...c, apiKey, control };
}

describe('Freshsales client', () => {
  it('reads the account domain as the tenant host and proves the key on connect', async () => {
    expect(freshsalesHost('acme')).toBe('acme.myfreshworks.com');
    expect(freshsalesHost('https://Acme.myfreshworks.com/crm/sales')).toBe('acme.myfreshworks.com');
    expect(() => freshsalesHost(' ')).toThrow(CrmError);
    const f = await freshsalesAccount('acme.myfreshworks.com');
    const client = await f.open();
    expect(client.provider).toBe('freshsales');
  });

  it('lists everything through the All view page by page, and only what changed since with filtered_search', async () => {
    const f = await freshsalesAccount();
    const t0 = Date.parse('2026-03-01T00:00:00Z');
    await f.control('records', {
      entity: 'contacts',
      records: Array.from({ length: 230 }, (_, i) => ({
        first_name: 'Pat',
        last_name: `C${i}`,
        display_name: `Pat C${i}`,
        email: `c${i}@initech.com`,
        sales_account_id: 9,
        updated_at: new Date(t0 + i * 60_000).toISOString(),
      })),
    });
    const client = await f.open();
    const { emails, pages } = await readAllModified(client, 'contact');
    expect(pages).toBe(3);
    expect(emails).toHaveLength(230);
    expect(emails[0]).toBe('c0@initech.com');
    const changed = await client.listModified({ module: 'contact', since: t0 + 227 * 60_000, cursor: null });
    expect(changed.records.map((r) => r.email)).toEqual(['c227@initech.com', 'c228@initech.com', 'c229@initech.com']);
    expect(changed.records[0]).toMatchObject({
      module: 'contact',
      name: 'Pat C227',
      accountExternalId: '9',
      ownerExternalId: '11',
      modifiedAt: t0 + 227 * 60_000,
    });
  });

  it('looks people up by e-mail and accounts by website; reads fields and active owners', async () => {
    const f = await freshsalesAccount();
    await f.control('records', { entity: 'leads', records: [{ last_name: 'Lead', email: 'pat@globex.com' }] });
    await f.control('records', { entity: 'sales_accounts', records: [{ name: 'Globex', website: 'https://www.globex.com' }] });
    await f.control('users', {
      users: [
        { id: 12, display_name: 'Rita', email: 'Rita@Acme.test', is_active: true },
        { id: 13, display_name: 'Gone', email: 'gone@acme.test', is_active: false },
      ],
    });
    const client = await f.open();
    expect((await client.findByEmail('pat@globex.com')).map((r) => r.module)).toEqual(['lead']);
    expect((await client.findByDomain('globex.com'))[0]).toMatchObject({ module: 'account', name: 'Globex' });
    expect((await client.listOwners()).map((o) => o.email)).toEqual(['owner@acme.test', 'rita@acme.test']);
    const fields = await client.describeFields('contact');
    expect(fields.map((x) => x.key)).not.toContain('hidden_thing');
    expect(fields.find((x) => x.key === 'cf_segment')).toMatchObject({ type: 'enumeration', options: ['SMB', 'Enterprise'] });
    expect(fields.find((x) => x.key === 'updated_at')?.writable).toBe(false);
  });

  it('creates or updates contacts and leads by e-mail and updates the owner; a refused write says why', async () => {
    const f = await freshsalesAccount();
    await f.control('users', { users: [{ id: 21, display_name: 'Rep', email: 'rep@acme.test', is_active: true }] });
    const client = await f.open();
    const created = await client.upsertPerson('contact', { email: 'New@Initech.com', firstName: 'Nia', fields: { cf_segment: 'SMB' } });
    expect(created.created).toBe(true);
    expect(await client.upsertPerson('contact', { email: 'new@initech.com', lastName: 'Newton' })).toEqual({
      externalId: created.externalId,
      created: false,
    });
    const lead = await client.upsertPerson('lead', { email: 'new@initech.com', company: 'Initech' });
    expect(lead.created).toBe(true);
    await client.updateOwner('contact', created.externalId, '21', null);
    const state = await f.control('state');
    expect(state.records.contacts[0]).toMatchObject({
      email: 'new@initech.com',
      first_name: 'Nia',
      last_name: 'Newton',
      owner_id: 21,
      custom_field: { cf_segment: 'SMB' },
    });
    await expect(client.updateOwner('contact', '1', '21', null)).rejects.toBeInstanceOf(CrmRecordNotFoundError);
    await expect(client.updateOwner('contact', created.externalId, '999', null)).rejects.toThrow(/Owner is invalid/);
  });

  it('a refused key asks to reconnect at once (no refresh for API keys); 429 carries its wait', async () => {
    const f = await freshsalesAccount();
    const client = await f.open();
    await f.control('fail-next', { status: 429, retryAfter: 4 });
    const err = await client.listOwners().catch((e) => e);
    expect(err).toBeInstanceOf(CrmRateLimitedError);
    expect(err.retryAfterSeconds).toBe(4);
    await f.control('revoke', {});
    await expect(client.listOwners()).rejects.toBeInstanceOf(CrmTokenExpiredError);
    const session = {
      credentials: () => ({ kind: 'api_key' as const, apiKey: 'invalid-key', domain: 'acme' }),
      refresh: () => Promise.reject(new Error('no refresh')),
      url: (h: string, p = '') => `https://${h}${p}`,
      fetch: (i: Request | string, init?: RequestInit) => fetch(i, init),
    };
    await expect(freshsalesDefinition.identify(session)).rejects.toBeInstanceOf(CrmTokenExpiredError);
  });
});

describe('connecting Freshsales', () => {
  it('needs the account domain and a token the account accepts; then the integration is connected and importing', async () => {
    const { admin: adminUser } = await addOrg();
    const admin = await signIn(adminUser.email);
    const missing = await admin.json('POST', '/api/crm-vendors/freshsales/connect', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: { detail: string }) => e.detail).sort()).toEqual([
      'Account domain is required',
      'Authenticator token is required',
    ]);
    const refused = await admin.json('POST', '/api/crm-vendors/freshsales/connect', { domain: 'acme', apiKey: 'invalid-token' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      detail: 'Sorry! Freshsales integration failed. Please check your API credentials and configuration settings.',
      source: { pointer: '/apiKey' },
    });
    const ok = await admin.json('POST', '/api/crm-vendors/freshsales/connect', {
      domain: 'https://acme.myfreshworks.com/',
      apiKey: `fs_${uid()}`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ provider: 'freshsales', status: 'connected', externalAccountName: 'acme.myfreshworks.com' });
    const page = await admin.json('GET', '/api/integrations');
    expect(page.body.data.items.find((i: { provider: string }) => i.provider === 'freshsales').connection).toMatchObject({
      status: 'connected',
    });
  });
});
