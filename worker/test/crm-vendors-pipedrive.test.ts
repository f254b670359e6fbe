import { describe, expect, it, vi } from 'vitest';
import { CrmError, CrmRateLimitedError, CrmRecordNotFoundError, CrmTokenExpiredError } from '../integrations/crm/adapter';
import { PIPEDRIVE_API_HOST } from './fakes/pipedrive';
import { connectVendor, fakeControl, oauthCredentials, readAllModified } from './crm-vendors-helpers';

vi.setConfig({ testTimeout: 30_000 });

const API = `https://${PIPEDRIVE_API_HOST}/__fake`;

async function pipedriveCompany() {
  const { companyId, tokens } = await fakeControl(`${API}/connect`, {});
  const c = await connectVendor('pipedrive', oauthCredentials('pipedrive', tokens));
  return { ...c, company: (path: string, body?: unknown) => fakeControl(`${API}/companies/${companyId}${path}`, body) };
}

describe('Pipedrive client', () => {
  it('mirrors persons by cursor, oldest update first, and only those updated since', async () => {
    const p = await pipedriveCompany();
    const t0 = Date.parse('2026-02-01T00:00:00Z');
    await p.company('/records', {
      entity: 'organizations',
      records: [{ id: 7, name: 'Initech', website: 'initech.com', update_time: new Date(t0).toISOString() }],
    });
    const people = Array.from({ length: 1100 }, (_, i) => ({
      name: `Person ${i}`,
      emails: [{ value: `p${i}@initech.com`, primary: true, label: 'work' }],
      org_id: 7,
      update_time: new Date(t0 + i * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    }));
    await p.company('/records', { entity: 'persons', records: people });
    const client = await p.open();
    const { emails: seen, pages } = await readAllModified(client, 'contact');
    expect(pages).toBe(3);
    expect(seen).toHaveLength(1100);
    expect(new Set(seen).size).toBe(1100);
    const first = (await client.listModified({ module: 'contact', since: null, cursor: null, pageSize: 1 })).records[0];
    expect(first).toMatchObject({
      module: 'contact',
      name: 'Person 0',
      email: 'p0@initech.com',
      accountExternalId: '7',
      ownerExternalId: '1',
      modifiedAt: t0,
    });
    const recent = await client.listModified({ module: 'contact', since: t0 + 1095 * 1000, cursor: null });
    expect(recent.records.map((r) => r.name)).toEqual(['Person 1095', 'Person 1096', 'Person 1097', 'Person 1098', 'Person 1099']);
    expect((await client.listModified({ module: 'account', since: null, cursor: null })).records[0]).toMatchObject({
      module: 'account',
      domain: 'initech.com',
    });
  });

  it('finds by e-mail and domain; reads fields page by page and active owners', async () => {
    const p = await pipedriveCompany();
    await p.company('/records', {
      entity: 'persons',
      records: [
        { name: 'Pat', emails: [{ value: 'pat@globex.com', primary: true }] },
        { name: 'Sam', emails: [{ value: 'sam@other.com', primary: true }] },
      ],
    });
    await p.company('/users', {
      users: [
        { id: 2, name: 'Rita', email: 'Rita@Acme.test', active_flag: true },
        { id: 3, name: 'Gone', email: 'gone@acme.test', active_flag: false },
      ],
    });
    const client = await p.open();
    expect((await client.findByEmail('pat@globex.com')).map((r) => r.name)).toEqual(['Pat']);
    expect(await client.findByEmail('nobody@globex.com')).toEqual([]);
    expect((await client.findByDomain('globex.com')).map((r) => r.email)).toEqual(['pat@globex.com']);
    expect((await client.listOwners()).map((o) => [o.externalId, o.email])).toEqual([
      ['1', 'owner@acme.test'],
      ['2', 'rita@acme.test'],
    ]);
    const fields = await client.describeFields('contact');
    expect(fields.find((f) => f.type === 'enumeration')?.options).toEqual(['Hot', 'Cold']);
  });

  it('creates or updates a contact by e-mail, a lead once per person, and updates the owner', async () => {
    const p = await pipedriveCompany();
    await p.company('/users', { users: [{ id: 5, name: 'Rep', email: 'rep@acme.test', active_flag: true }] });
    const client = await p.open();
    const created = await client.upsertPerson('lead', { email: 'New@Initech.com', firstName: 'Nia', company: 'Initech' });
    expect(created.created).toBe(true);
    expect(await client.upsertPerson('lead', { email: 'new@initech.com', lastName: 'Newton' })).toEqual({
      externalId: created.externalId,
      created: false,
    });
    await client.updateOwner('contact', created.externalId, '5', null);
    const state = await p.company('');
    expect(state.entities.persons[0]).toMatchObject({ name: 'Newton', owner_id: 5, emails: [{ value: 'new@initech.com' }] });
    expect(state.leads).toHaveLength(1);
    expect(state.leads[0]).toMatchObject({ title: 'Initech lead', person_id: Number(created.externalId) });
    await expect(client.updateOwner('contact', '999999', '5', null)).rejects.toBeInstanceOf(CrmRecordNotFoundError);
    await expect(client.updateOwner('contact', created.externalId, '404', null)).rejects.toBeInstanceOf(CrmError);
  });

  it('refreshes after a 401, honours 429 with its wait, and a revoked grant expires the integration', async () => {
    const p = await pipedriveCompany();
    const client = await p.open();
    const sealed = (await p.current()).credentials;
    await p.company('/expire-access', {});
    expect(await client.listOwners()).toHaveLength(1);
    expect((await p.current()).credentials).not.toBe(sealed);
    await p.company('/fail-next', { status: 429, retryAfter: 3 });
    const err = await client.listOwners().catch((e) => e);
    expect(err).toBeInstanceOf(CrmRateLimitedError);
    expect(err.retryAfterSeconds).toBe(3);
    await p.company('/revoke', {});
    await expect(client.listOwners()).rejects.toBeInstanceOf(CrmTokenExpiredError);
    expect((await p.current()).status).toBe('expired');
  });
});
