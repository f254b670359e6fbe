import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { evaluateMatchingRules } from '../core/routing/matching';
import type { MatchingRule } from '../contracts/routing';
import { crmSnapshotForMatching } from '../features/crm/parts/matching-snapshot';
import { builtinCrm } from '../features/crm/parts/builtin-crm';
import { CrmTokenExpiredError } from '../integrations/crm/adapter';
import { handleError } from '../http/errors';
import { TestClient, addOrg, apiErrorProblems, db, demo, signIn, uid } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let other: TestClient;
let managerId: string;

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  managerId = (await env.DB.prepare('select id from users where email = ?').bind('manager@acme.test').first<{ id: string }>())!.id;
  const org = await addOrg();
  other = await signIn(org.admin.email);
});

async function runImport(
  client: TestClient,
  module: string,
  mapping: Record<string, string>,
  rows: Record<string, unknown>[],
  chunk = 500,
) {
  const created = await client.json('POST', '/api/crm/imports', { module, fileName: `${module}.csv`, total: rows.length, mapping });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let last = created.body.data;
  for (let offset = 0; offset < rows.length; offset += chunk) {
    const res = await client.json('POST', `/api/crm/imports/${last.id}/rows`, { offset, rows: rows.slice(offset, offset + chunk) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body.data;
  }
  return last;
}

const records = async (client: TestClient, query: string) => (await client.json('GET', `/api/crm/records?${query}`)).body;

describe('importing files in chunks', () => {
  it('upserts accounts by domain and contacts by e-mail, resolves owners and links contacts to accounts', async () => {
    const d = `globex-${uid()}.com`;
    const accounts = await runImport(admin, 'account', { Company: 'name', Website: 'domain', Owner: 'owner_email', Tier: 'custom:tier' }, [
      { Company: 'Globex', Website: `https://www.${d}/about`, Owner: 'MANAGER@acme.test', Tier: 'gold' },
    ]);
    expect(accounts).toMatchObject({ status: 'done', total: 1, processed: 1, created: 1, updated: 0, failed: 0 });
    const [account] = (await records(admin, `module=account&q=${d}`)).data;
    expect(account).toMatchObject({
      name: 'Globex',
      domain: d,
      ownerUserId: managerId,
      ownerEmail: 'manager@acme.test',
      ownerName: 'Max Manager',
      fields: { tier: 'gold' },
      contactCount: 0,
      usageScore: null,
      usageLevel: null,
    });

    const mapping = {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'E-mail': 'email',
      Phone: 'phone',
      Owner: 'owner_email',
      Plan: 'custom:plan',
    };
    const rows = [
      {
        'First Name': 'Jane',
        'Last Name': 'Doe',
        'E-mail': `Jane@${d}`,
        Phone: '+1 415 555 0100',
        Owner: 'manager@acme.test',
        Plan: 'pro',
      },
      { 'First Name': 'Bad', 'Last Name': 'Mail', 'E-mail': 'not-an-email', Phone: '', Owner: '', Plan: '' },
      { 'First Name': 'Solo', 'Last Name': 'Gmail', 'E-mail': `solo-${d}@gmail.com`, Phone: '', Owner: 'stranger@nowhere.test', Plan: '' },
      { 'First Name': 'Jane', 'Last Name': 'Again', 'E-mail': `jane@${d}`, Phone: '', Owner: '', Plan: 'enterprise' },
      { 'First Name': 'Bad', 'Last Name': 'Phone', 'E-mail': `phone@${d}`, Phone: '12', Owner: '', Plan: '' },
    ];
    const done = await runImport(admin, 'contact', mapping, rows, 3);
    expect(done).toMatchObject({ status: 'done', total: 5, processed: 5, created: 1, updated: 1, failed: 3 });
    expect(done.errors).toEqual([
      { row: 3, message: 'Please enter a valid email: "not-an-email"' },
      { row: 4, message: 'The owner must be an active member of your organization: "stranger@nowhere.test"' },
      { row: 6, message: 'Enter a valid phone number: "12"' },
    ]);

    const jane = (await records(admin, `module=contact&q=jane@${d}`)).data;
    expect(jane).toHaveLength(1);
    expect(jane[0]).toMatchObject({
      name: 'Jane Again',
      email: `jane@${d}`,
      phone: '+14155550100',
      ownerUserId: managerId,
      parentAccountId: account.id,
      parentAccountName: 'Globex',
      fields: { plan: 'enterprise' },
    });
    expect((await records(admin, `module=contact&q=solo-${d}`)).data).toEqual([]);
    expect((await records(admin, `module=account&q=${d}`)).data[0].contactCount).toBe(1);

    // A second file updates by e-mail (any case), merging custom fields and keeping what it does not carry.
    const again = await runImport(manager, 'contact', { Email: 'email', Title: 'custom:title' }, [
      { Email: `JANE@${d.toUpperCase()}`, Title: 'CTO' },
    ]);
    expect(again).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const updated = (await records(admin, `module=contact&q=jane@${d}`)).data[0];
    expect(updated).toMatchObject({
      id: jane[0].id,
      name: 'Jane Again',
      phone: '+14155550100',
      fields: { plan: 'enterprise', title: 'CTO' },
    });
  });

  it('reports progress, ignores a replayed chunk and refuses chunks out of order or past the total', async () => {
    const d = `acme-${uid()}.io`;
    const rows = Array.from({ length: 4 }, (_, i) => ({ email: `p${i}@${d}` }));
    const started = (
      await admin.json('POST', '/api/crm/imports', { module: 'lead', fileName: 'leads.xlsx', total: 4, mapping: { email: 'email' } })
    ).body.data;
    expect(started).toMatchObject({ status: 'running', processed: 0, total: 4, module: 'lead', fileName: 'leads.xlsx' });
    const first = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, { offset: 0, rows: rows.slice(0, 2) });
    expect(first.body.data).toMatchObject({ processed: 2, created: 2, status: 'running' });
    const replay = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, { offset: 0, rows: rows.slice(0, 2) });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ processed: 2, created: 2 });
    const skip = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, { offset: 3, rows: rows.slice(3) });
    expect(skip.status).toBe(409);
    expect(skip.body.errors[0].code).toBe('chunk_out_of_order');
    const tooMany = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, {
      offset: 2,
      rows: [...rows.slice(2), { email: `extra@${d}` }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({
      detail: 'The chunk holds more rows than the import announced',
      source: { pointer: '/rows' },
    });
    await admin.json('POST', `/api/crm/imports/${started.id}/rows`, { offset: 2, rows: rows.slice(2) });
    const progress = await user.json('GET', `/api/crm/imports/${started.id}`);
    expect(progress.status).toBe(200);
    expect(progress.body.data).toMatchObject({ status: 'done', processed: 4, created: 4, updated: 0, failed: 0, errors: [] });
    const after = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, { offset: 4, rows: [{ email: `late@${d}` }] });
    expect(after.status).toBe(409);
    expect((await records(admin, `module=lead&q=${d}`)).meta.total).toBe(4);
  });

  it('folds rows repeating an e-mail within a chunk into one record', async () => {
    const d = `twice-${uid()}.com`;
    const done = await runImport(admin, 'lead', { e: 'email', n: 'name', c: 'custom:city' }, [
      { e: `sam@${d}`, n: 'Sam', c: 'Paris' },
      { e: `SAM@${d}`, n: '', c: 'Lyon' },
    ]);
    expect(done).toMatchObject({ created: 1, updated: 1, failed: 0 });
    expect((await records(admin, `module=lead&q=${d}`)).data).toEqual([expect.objectContaining({ name: 'Sam', fields: { city: 'Lyon' } })]);
  });

  it('writes a 500-row chunk in several D1 batches', async () => {
    const d = `bulk-${uid()}.com`;
    const rows = Array.from({ length: 500 }, (_, i) => ({ Email: `lead${i}@${d}`, Name: `Lead ${i}`, Score: i }));
    const done = await runImport(admin, 'lead', { Email: 'email', Name: 'name', Score: 'custom:score' }, rows);
    expect(done).toMatchObject({ status: 'done', processed: 500, created: 500, failed: 0 });
    const page = await records(admin, `module=lead&q=${d}&pageSize=100&page=5`);
    expect(page.meta).toEqual({ page: 5, pageSize: 100, total: 500 });
    expect(page.data).toHaveLength(100);
  });

  it('validates imports with field pointers and the spec wording', async () => {
    const cases: [object, string, string][] = [
      [{ module: 'contact', fileName: 'a.csv', total: 3, mapping: { Name: 'name' } }, '/mapping', 'Map a column to Email'],
      [{ module: 'account', fileName: 'a.csv', total: 3, mapping: { Name: 'name' } }, '/mapping', 'Map a column to Domain'],
      [
        { module: 'lead', fileName: 'a.csv', total: 3, mapping: { A: 'email', B: 'email' } },
        '/mapping',
        'Each field can be mapped from one column only',
      ],
      [{ module: 'lead', fileName: 'a.csv', total: 3, mapping: { A: 'email', B: 'domain' } }, '/mapping', 'Choose a field for this column'],
      [{ module: 'lead', fileName: 'a.csv', total: 0, mapping: { A: 'email' } }, '/total', 'Empty file'],
      [{ module: 'opportunity', fileName: 'a.csv', total: 1, mapping: { A: 'email' } }, '/module', 'Module type is a required field'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await admin.json('POST', '/api/crm/imports', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(apiErrorProblems(422, res.body)).toEqual([]);
      expect(res.body.errors[0]).toMatchObject({ detail, source: { pointer } });
    }
    const started = (
      await admin.json('POST', '/api/crm/imports', { module: 'lead', fileName: 'a.csv', total: 600, mapping: { A: 'email' } })
    ).body.data;
    const big = await admin.json('POST', `/api/crm/imports/${started.id}/rows`, {
      offset: 0,
      rows: Array.from({ length: 501 }, () => ({ A: 'x@y.com' })),
    });
    expect(big.status).toBe(422);
    expect(big.body.errors[0]).toMatchObject({ detail: 'At most 500 rows per chunk', source: { pointer: '/rows' } });
  });
});

describe('records', () => {
  it('creates, edits and deletes records with normalised identity fields', async () => {
    const d = `initech-${uid()}.co.uk`;
    const account = await admin.json('POST', '/api/crm/records', {
      module: 'account',
      name: 'Initech',
      domain: `https://sales.${d}`,
      ownerUserId: managerId,
    });
    expect(account.status).toBe(201);
    expect(account.body.data).toMatchObject({ domain: d, ownerEmail: 'manager@acme.test' });
    const contact = await manager.json('POST', '/api/crm/records', {
      module: 'contact',
      email: ` Peter@${d} `,
      phone: '(415) 555-0199',
      defaultCountry: 'US',
      fields: { seniority: 'senior' },
    });
    expect(contact.status).toBe(201);
    expect(contact.body.data).toMatchObject({
      email: `peter@${d}`,
      phone: '+14155550199',
      parentAccountId: account.body.data.id,
      fields: { seniority: 'senior' },
    });
    const dup = await admin.json('POST', '/api/crm/records', { module: 'contact', email: `PETER@${d}` });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toMatchObject({ detail: 'A contact with this email already exists', source: { pointer: '/email' } });
    const opp = await admin.json('POST', '/api/crm/records', { module: 'opportunity', name: 'Renewal', contactId: contact.body.data.id });
    expect(opp.body.data).toMatchObject({ contactId: contact.body.data.id, parentAccountId: account.body.data.id });

    const edit = await admin.json('PATCH', `/api/crm/records/${contact.body.data.id}`, {
      name: 'Peter Gibbons',
      ownerUserId: managerId,
      fields: { seniority: 'junior' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name: 'Peter Gibbons', ownerName: 'Max Manager', fields: { seniority: 'junior' } });
    const related = await records(manager, `module=opportunity&accountId=${account.body.data.id}`);
    expect(related.data.map((r: any) => r.name)).toEqual(['Renewal']);

    expect((await admin.json('DELETE', `/api/crm/records/${account.body.data.id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/crm/records/${account.body.data.id}`)).status).toBe(404);
    expect((await admin.json('GET', `/api/crm/records/${contact.body.data.id}`)).body.data.parentAccountId).toBeNull();
  });

  it('validates records with the spec wording', async () => {
    const cases: [object, string, string][] = [
      [{ module: 'contact', name: 'No mail' }, '/email', 'Email is a required field'],
      [{ module: 'lead', email: 'nope' }, '/email', 'Please enter a valid email'],
      [{ module: 'account', domain: 'x.com' }, '/name', 'Name is a required field'],
      [{ module: 'custom_object', name: 'Thing' }, '/objectType', 'Custom object selection required'],
      [{ module: 'lead', email: `a-${uid()}@x.com`, phone: '12' }, '/phone', 'Enter a valid phone number'],
      [{ module: 'account', name: 'A', domain: 'localhost' }, '/domain', 'Enter a valid domain'],
      [
        { module: 'lead', email: `b-${uid()}@x.com`, ownerUserId: 'no-such-user' },
        '/ownerUserId',
        'The owner must be an active member of your organization',
      ],
      [{ module: 'contact', email: `c-${uid()}@x.com`, parentAccountId: 'no-such-account' }, '/parentAccountId', 'Select an account'],
      [
        { module: 'lead', email: `d-${uid()}@x.com`, fields: { email: 'x' } },
        '/fields/email',
        'Field names use letters, digits, spaces, _ and - (up to 64)',
      ],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await admin.json('POST', '/api/crm/records', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0], JSON.stringify(body)).toMatchObject({ detail, source: { pointer } });
    }
  });

  it('searches name, e-mail and domain, literally', async () => {
    const d = `umbrella-${uid()}.com`;
    await runImport(admin, 'lead', { e: 'email', n: 'name' }, [
      { e: `alice@${d}`, n: 'Alice 100% Real' },
      { e: `bob@${d}`, n: 'Bob' },
    ]);
    expect((await records(manager, `module=lead&q=${d}`)).meta.total).toBe(2);
    expect((await records(manager, `module=lead&q=${encodeURIComponent('100%')}`)).data.map((r: any) => r.email)).toContain(`alice@${d}`);
    expect((await records(manager, `module=lead&q=${encodeURIComponent('100%')}`)).data.map((r: any) => r.email)).not.toContain(`bob@${d}`);
    expect((await records(manager, `module=contact&q=${d}`)).meta.total).toBe(0);
    const fields = await user.json('GET', '/api/crm/fields?module=lead');
    expect(fields.body.data.map((f: any) => f.key)).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'owner_email']));
  });

  it('lets every role read (a User their own records) but only Admins and Managers write', async () => {
    const lead = (
      await admin.json('POST', '/api/crm/records', { module: 'lead', email: `roles-${uid()}@x.com`, ownerUserId: 'demo-ursula' })
    ).body.data;
    const imp = (await admin.json('POST', '/api/crm/imports', { module: 'lead', fileName: 'r.csv', total: 1, mapping: { e: 'email' } }))
      .body.data;
    expect((await user.json('GET', `/api/crm/records/${lead.id}`)).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/crm/records', { module: 'lead', email: `u-${uid()}@x.com` }],
      ['PATCH', `/api/crm/records/${lead.id}`, { name: 'x' }],
      ['DELETE', `/api/crm/records/${lead.id}`, undefined],
      ['POST', '/api/crm/imports', { module: 'lead', fileName: 'r.csv', total: 1, mapping: { e: 'email' } }],
      ['POST', `/api/crm/imports/${imp.id}/rows`, { offset: 0, rows: [{ e: `u-${uid()}@x.com` }] }],
    ];
    for (const [method, path, body] of writes) {
      const res = await user.json(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
    expect((await new TestClient().json('GET', '/api/crm/records?module=lead')).status).toBe(401);
  });

  it("never shows or changes another organization's records or imports", async () => {
    const lead = (await admin.json('POST', '/api/crm/records', { module: 'lead', email: `tenant-${uid()}@x.com` })).body.data;
    const imp = (await admin.json('POST', '/api/crm/imports', { module: 'lead', fileName: 't.csv', total: 1, mapping: { e: 'email' } }))
      .body.data;
    expect((await other.json('GET', `/api/crm/records/${lead.id}`)).status).toBe(404);
    expect((await other.json('PATCH', `/api/crm/records/${lead.id}`, { name: 'stolen' })).status).toBe(404);
    expect((await other.json('DELETE', `/api/crm/records/${lead.id}`)).status).toBe(404);
    expect((await other.json('GET', `/api/crm/imports/${imp.id}`)).status).toBe(404);
    expect((await other.json('POST', `/api/crm/imports/${imp.id}/rows`, { offset: 0, rows: [{ e: 'a@b.com' }] })).status).toBe(404);
    expect((await records(other, `module=lead&q=${lead.email}`)).meta.total).toBe(0);
    const owner = await other.json('POST', '/api/crm/records', { module: 'lead', email: `o-${uid()}@x.com`, ownerUserId: managerId });
    expect(owner.status).toBe(422);
    expect((await admin.json('GET', `/api/crm/records/${lead.id}`)).body.data.name).toBe('');
  });
});

describe('the matching snapshot and the built-in CRM adapter', () => {
  it('loads only the candidate records, in the shape the pure matcher reads', async () => {
    const d = `hooli-${uid()}.com`;
    const account = (await admin.json('POST', '/api/crm/records', { module: 'account', name: 'Hooli', domain: d, ownerUserId: managerId }))
      .body.data;
    const gavin = (await admin.json('POST', '/api/crm/records', { module: 'contact', email: `gavin@${d}`, fields: { region: 'EMEA' } }))
      .body.data;
    const opp = (await admin.json('POST', '/api/crm/records', { module: 'opportunity', name: 'Box 3', contactId: gavin.id })).body.data;
    await admin.json('POST', '/api/crm/records', { module: 'contact', email: `noise-${uid()}@elsewhere.com` });
    await admin.json('POST', '/api/crm/records', { module: 'lead', email: `friend-${uid()}@gmail.com` });

    const snapshot = await crmSnapshotForMatching(db(), DEMO_ACCOUNT_ID, { email: `GAVIN@${d}` });
    expect(snapshot.map((r) => r.id).sort()).toEqual([account.id, gavin.id, opp.id].sort());
    const contact = snapshot.find((r) => r.id === gavin.id)!;
    expect(contact).toMatchObject({ module: 'contact', email: `gavin@${d}`, accountId: account.id, fields: { region: 'EMEA' } });
    expect(snapshot.find((r) => r.id === account.id)).toMatchObject({
      module: 'account',
      domain: d,
      fields: { owner_id: managerId, owner_email: 'manager@acme.test' },
    });

    const rule: MatchingRule = {
      id: 'r1',
      name: 'Account owner',
      moduleType: 'associated_account',
      matchBy: { by: 'email' },
      fuzzy: false,
      conditions: [],
      assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
      updateOwner: { enabled: false },
      guests: [],
    };
    const decision = evaluateMatchingRules({
      prospect: { email: `gavin@${d}`, answers: {} },
      rules: [rule],
      crm: snapshot,
      users: [{ id: managerId, email: 'manager@acme.test', crmOwnerIds: [], active: true }],
    });
    expect(decision).toMatchObject({ outcome: 'matched', record: { id: account.id }, assignee: { type: 'user', userId: managerId } });

    // An opportunity linked only to a contact that has no account is still found.
    const loner = (await admin.json('POST', '/api/crm/records', { module: 'contact', email: `loner-${uid()}@gmail.com` })).body.data;
    const lonerOpp = (await admin.json('POST', '/api/crm/records', { module: 'opportunity', name: 'Side deal', contactId: loner.id })).body
      .data;
    expect((await crmSnapshotForMatching(db(), DEMO_ACCOUNT_ID, { email: loner.email })).map((r) => r.id).sort()).toEqual(
      [loner.id, lonerOpp.id].sort(),
    );

    const free = await crmSnapshotForMatching(db(), DEMO_ACCOUNT_ID, { email: `someone-${uid()}@gmail.com` });
    expect(free).toEqual([]);
    const byField = await crmSnapshotForMatching(db(), DEMO_ACCOUNT_ID, { fields: { region: ' emea ' } });
    expect(byField.map((r) => r.id)).toContain(gavin.id);
  });

  it('finds, creates and re-owns records through the adapter interface', async () => {
    const crm = builtinCrm(db());
    const d = `pied-${uid()}.com`;
    const created = await crm.createOrUpdateContact(DEMO_ACCOUNT_ID, { email: `Richard@${d}`, name: 'Richard', phone: '+1 650 555 0111' });
    expect(created).toMatchObject({ module: 'contact', email: `richard@${d}`, phone: '+16505550111' });
    const again = await crm.createOrUpdateContact(DEMO_ACCOUNT_ID, { email: `richard@${d}`, fields: { stage: 'seed' } });
    expect(again.id).toBe(created.id);
    expect(again.fields).toMatchObject({ stage: 'seed', name: 'Richard' });
    expect((await crm.findByEmail(DEMO_ACCOUNT_ID, `RICHARD@${d}`)).map((r) => r.id)).toEqual([created.id]);
    expect((await crm.findByDomain(DEMO_ACCOUNT_ID, `www.${d}`)).map((r) => r.id)).toEqual([created.id]);
    expect((await crm.findByPhone(DEMO_ACCOUNT_ID, '+1 (650) 555-0111')).map((r) => r.id)).toEqual([created.id]);
    expect((await crm.findByField(DEMO_ACCOUNT_ID, 'contact', 'stage', 'SEED')).map((r) => r.id)).toEqual([created.id]);
    expect(await crm.findByEmail('some-other-account', `richard@${d}`)).toEqual([]);

    await crm.updateOwner(DEMO_ACCOUNT_ID, created.id, managerId, null);
    expect(crm.ownerOf((await crm.getRecord(DEMO_ACCOUNT_ID, created.id))!)).toEqual({ userId: managerId, email: 'manager@acme.test' });
    await expect(crm.updateOwner(DEMO_ACCOUNT_ID, 'missing', managerId, null)).rejects.toThrow(/not found/);
    await expect(crm.updateOwner(DEMO_ACCOUNT_ID, created.id, 'ghost', null)).rejects.toThrow("This user doesn't exist in the product");
  });

  it('answers an expired CRM token with 400 TOKEN_EXPIRED_ERROR', async () => {
    const app = new Hono().get('/x', () => {
      throw new CrmTokenExpiredError('hubspot');
    });
    app.onError(handleError);
    const res = await app.request('/x');
    expect(res.status).toBe(400);
    expect((await res.json<any>()).errors[0]).toMatchObject({ status: '400', code: 'TOKEN_EXPIRED_ERROR' });
  });
});
