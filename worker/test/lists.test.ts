import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { listsForRouting } from '../features/lists/service';
import { TestClient, addOrg, apiErrorProblems, db, demo, signIn, uid } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let other: TestClient;

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  other = await signIn((await addOrg()).admin.email);
});

const create = (client: TestClient, body: object) => client.json('POST', '/api/lists', body);

async function expectInvalid(body: object, pointer: string, detail: string) {
  const res = await create(admin, body);
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(apiErrorProblems(422, res.body)).toEqual([]);
  expect(res.body.errors[0], JSON.stringify(body)).toMatchObject({ detail, source: { pointer } });
}

/** Leads with a custom field, imported through the CRM import endpoints. */
async function importLeads(values: Record<string, string>[]) {
  const imp = (
    await admin.json('POST', '/api/crm/imports', {
      module: 'lead',
      fileName: 'leads.csv',
      total: values.length,
      mapping: { email: 'email', industry: 'custom:industry' },
    })
  ).body.data;
  const res = await admin.json('POST', `/api/crm/imports/${imp.id}/rows`, { offset: 0, rows: values });
  expect(res.body.data.status).toBe('done');
}

describe('lists from scratch', () => {
  it('stores trimmed, de-duplicated values and shows counts and a preview', async () => {
    const name = `Tier one ${uid()}`;
    const res = await create(manager, {
      source: 'manual',
      name: `  ${name} `,
      values: [' Germany', 'France', 'germany', '', 'Spain', 'Italy', 'Portugal', 'Austria'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name,
      source: 'manual',
      values: ['Germany', 'France', 'Spain', 'Italy', 'Portugal', 'Austria'],
      valueCount: 6,
      separator: 'none',
    });
    const all = (await user.json('GET', '/api/lists')).body.data;
    const summary = all.find((l: any) => l.id === res.body.data.id);
    expect(summary).toMatchObject({ name, valueCount: 6, preview: ['Germany', 'France', 'Spain', 'Italy', 'Portugal'] });
    expect(summary.values).toBeUndefined();
  });

  it('validates with the spec wording', async () => {
    await expectInvalid({ source: 'manual', name: '', values: ['a'] }, '/name', 'Name is a required field');
    await expectInvalid({ source: 'manual', values: ['a'] }, '/name', 'Name is a required field');
    await expectInvalid({ source: 'manual', name: 'Empty', values: [] }, '/values', 'Add at least one value');
    await expectInvalid({ source: 'manual', name: 'Blank', values: ['  ', ''] }, '/values', 'Add at least one value');
    await expectInvalid({ name: 'No source', values: ['a'] }, '/source', 'Select a source');
    await expectInvalid(
      { source: 'manual', name: 'Huge', values: Array.from({ length: 10_001 }, (_, i) => `v${i}`) },
      '/values',
      'A list can hold at most 10,000 values',
    );
    await expectInvalid(
      { source: 'manual', name: 'Long', values: ['x'.repeat(501)] },
      '/values/0',
      'Values must be at most 500 characters',
    );
  });
});

describe('lists from a CRM field', () => {
  it('takes the distinct values of the field and refreshes them on demand', async () => {
    const d = `${uid()}.com`;
    const industry = `Fintech ${uid()}`;
    await importLeads([
      { email: `a@${d}`, industry },
      { email: `b@${d}`, industry: industry.toUpperCase() },
      { email: `c@${d}`, industry: `Health ${d}` },
    ]);
    const res = await create(admin, {
      source: 'crm_field',
      name: `Industries ${uid()}`,
      moduleType: 'lead',
      crmField: 'industry',
      values: ['ignored'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: 'crm_field', moduleType: 'lead', crmField: 'industry' });
    expect(res.body.data.values).toEqual(expect.arrayContaining([industry, `Health ${d}`]));
    expect(res.body.data.values).not.toContain('ignored');
    expect(res.body.data.values.filter((v: string) => v.toLowerCase() === industry.toLowerCase())).toHaveLength(1);

    await importLeads([{ email: `d@${d}`, industry: `Retail ${d}` }]);
    expect((await admin.json('GET', `/api/lists/${res.body.data.id}`)).body.data.values).not.toContain(`Retail ${d}`);
    const refreshed = await manager.json('POST', `/api/lists/${res.body.data.id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.values).toContain(`Retail ${d}`);
  });

  it('reads built-in columns too, and keeps an empty list usable', async () => {
    const emails = await create(admin, { source: 'crm_field', name: `Emails ${uid()}`, moduleType: 'lead', crmField: 'email' });
    expect(emails.status).toBe(201);
    expect(emails.body.data.values.every((v: string) => v.includes('@'))).toBe(true);
    const none = await create(admin, {
      source: 'crm_field',
      name: `Nothing ${uid()}`,
      moduleType: 'opportunity',
      crmField: `never_${uid()}`,
    });
    expect(none.status).toBe(201);
    expect(none.body.data).toMatchObject({ values: [], valueCount: 0 });
  });

  it('needs a module type and a field, and refreshes only CRM-field lists', async () => {
    await expectInvalid({ source: 'crm_field', name: 'X', crmField: 'industry' }, '/moduleType', 'Module type is a required field');
    await expectInvalid(
      { source: 'crm_field', name: 'X', moduleType: 'lead', crmField: ' ' },
      '/crmField',
      'CRM field is a required field',
    );
    const manual = (await create(admin, { source: 'manual', name: `M ${uid()}`, values: ['a'] })).body.data;
    const res = await admin.json('POST', `/api/lists/${manual.id}/refresh`);
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('Only lists made from a CRM field or enrichment data can be refreshed');
  });
});

describe('lists from enrichment data and files', () => {
  it('keeps the enrichment field and country with an explicit empty list of values', async () => {
    const res = await create(admin, {
      source: 'enrichment',
      name: `German cities ${uid()}`,
      enrichmentField: 'city',
      country: 'de',
      values: ['fake'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: 'enrichment', enrichmentField: 'city', country: 'DE', values: [], valueCount: 0 });
    await expectInvalid({ source: 'enrichment', name: 'E', country: 'DE' }, '/enrichmentField', 'Enrichment field is a required field');
    await expectInvalid({ source: 'enrichment', name: 'E', enrichmentField: 'city' }, '/country', 'Country is a required field');
    await expectInvalid(
      { source: 'enrichment', name: 'E', enrichmentField: 'city', country: 'Germany' },
      '/country',
      'Country is a required field',
    );
  });

  it('stores the values parsed from a file with its column and separator', async () => {
    const res = await create(admin, {
      source: 'file',
      name: `Domains ${uid()}`,
      fileName: 'accounts.xlsx',
      fileColumn: 'Domain',
      separator: 'semicolon',
      values: ['acme.com', 'globex.com', 'ACME.com'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      source: 'file',
      fileName: 'accounts.xlsx',
      fileColumn: 'Domain',
      separator: 'semicolon',
      values: ['acme.com', 'globex.com'],
    });
    await expectInvalid(
      { source: 'file', name: 'F', fileName: 'notes.txt', fileColumn: 'A', values: ['a'] },
      '/fileName',
      'Invalid file type. Please upload a .csv or .xlsx file',
    );
    await expectInvalid({ source: 'file', name: 'F', fileName: 'a.csv', fileColumn: 'A', values: [] }, '/values', 'Add at least one value');
    await expectInvalid({ source: 'file', name: 'F', fileName: 'a.csv', values: ['a'] }, '/fileColumn', 'Select a column');
    await expectInvalid(
      { source: 'file', name: 'F', fileName: 'a.csv', fileColumn: 'A', separator: 'pipe', values: ['a'] },
      '/separator',
      'Select a separator',
    );
  });
});

describe('editing, duplicating and deleting', () => {
  it('duplicates a list with its source and values', async () => {
    const name = `Original ${uid()}`;
    const original = (
      await create(admin, { source: 'file', name, fileName: 'a.csv', fileColumn: 'Country', separator: 'comma', values: ['DE', 'FR'] })
    ).body.data;
    const copy = await manager.json('POST', `/api/lists/${original.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: `Copy of ${name}`,
      source: 'file',
      fileName: 'a.csv',
      fileColumn: 'Country',
      separator: 'comma',
      values: ['DE', 'FR'],
    });
    expect(copy.body.data.id).not.toBe(original.id);
  });

  it('replaces a list, clearing what the old source kept', async () => {
    const list = (
      await create(admin, {
        source: 'file',
        name: `Switch ${uid()}`,
        fileName: 'a.csv',
        fileColumn: 'A',
        separator: 'colon',
        values: ['x'],
      })
    ).body.data;
    const res = await admin.json('PUT', `/api/lists/${list.id}`, { source: 'manual', name: 'Switched', values: ['y', 'z'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Switched',
      source: 'manual',
      fileName: null,
      fileColumn: null,
      separator: 'none',
      values: ['y', 'z'],
    });
  });

  it('lists the rules using a list, and deletes it', async () => {
    const list = (await create(admin, { source: 'manual', name: `Used ${uid()}`, values: ['a'] })).body.data;
    const definition = JSON.stringify({
      name: 'Rule',
      conditions: [{ field: { source: 'form', key: 'country' }, operator: 'in_list', listId: list.id }],
    });
    const ruleId = `rule-${uid()}`;
    await env.DB.prepare(
      'insert into matching_rules (id, account_id, name, definition, position, version, created_at, updated_at) values (?, ?, ?, ?, 1, 1, ?, ?)',
    )
      .bind(ruleId, DEMO_ACCOUNT_ID, 'EMEA by country', definition, Date.now(), Date.now())
      .run();
    const usage = await user.json('GET', `/api/lists/${list.id}/usage`);
    expect(usage.body.data.rules).toEqual([{ id: ruleId, name: 'EMEA by country', kind: 'matching_rule' }]);

    expect((await admin.json('DELETE', `/api/lists/${list.id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/lists/${list.id}`)).status).toBe(404);
    expect((await admin.json('GET', '/api/lists')).body.data.some((l: any) => l.id === list.id)).toBe(false);
    expect((await listsForRouting(db(), DEMO_ACCOUNT_ID, [list.id])).length).toBe(0);
  });

  it('gives routing the values of live lists', async () => {
    const list = (await create(admin, { source: 'manual', name: `Routing ${uid()}`, values: ['DE'] })).body.data;
    expect(await listsForRouting(db(), DEMO_ACCOUNT_ID, [list.id])).toEqual([{ id: list.id, name: list.name, values: ['DE'] }]);
  });
});

describe('access', () => {
  it('lets every role read but only Admins and Managers change lists', async () => {
    const list = (await create(admin, { source: 'manual', name: `Roles ${uid()}`, values: ['a'] })).body.data;
    expect((await user.json('GET', `/api/lists/${list.id}`)).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/lists', { source: 'manual', name: 'Nope', values: ['a'] }],
      ['PUT', `/api/lists/${list.id}`, { source: 'manual', name: 'Nope', values: ['a'] }],
      ['DELETE', `/api/lists/${list.id}`, undefined],
      ['POST', `/api/lists/${list.id}/duplicate`, {}],
      ['POST', `/api/lists/${list.id}/refresh`, {}],
    ];
    for (const [method, path, body] of writes) {
      const res = await user.json(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
  });

  it("never shows or changes another organization's lists", async () => {
    const list = (await create(admin, { source: 'manual', name: `Private ${uid()}`, values: ['secret'] })).body.data;
    for (const [method, path, body] of [
      ['GET', `/api/lists/${list.id}`, undefined],
      ['PUT', `/api/lists/${list.id}`, { source: 'manual', name: 'Stolen', values: ['x'] }],
      ['DELETE', `/api/lists/${list.id}`, undefined],
      ['POST', `/api/lists/${list.id}/duplicate`, {}],
      ['GET', `/api/lists/${list.id}/usage`, undefined],
    ] as const) {
      expect((await other.json(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await other.json('GET', '/api/lists')).body.data.some((l: any) => l.id === list.id)).toBe(false);
    expect((await admin.json('GET', `/api/lists/${list.id}`)).body.data.values).toEqual(['secret']);
  });
});
