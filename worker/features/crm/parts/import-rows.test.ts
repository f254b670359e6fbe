import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../dev/seed';
import { TestClient, db, uid } from '../../../test/client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;

beforeAll(async () => {
  await seedDemo(db());
  admin = await new TestClient().login('admin@acme.test');
});

async function runImport(module: string, mapping: Record<string, string>, rows: Record<string, unknown>[]) {
  const created = await admin.json('POST', '/api/crm/imports', { module, fileName: `${module}.csv`, total: rows.length, mapping });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const res = await admin.json('POST', `/api/crm/imports/${created.body.data.id}/rows`, { offset: 0, rows });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const records = async (query: string) =>
  (await admin.json('GET', `/api/crm/records?${query}`)).body.data as { name: string; domain: string | null; email: string | null }[];

describe('import row validation', () => {
  it('fails an account owned by someone who is not a member, and an account with no name, storing neither', async () => {
    const d = uid();
    const done = await runImport('account', { Company: 'name', Website: 'domain', Owner: 'owner_email' }, [
      { Company: 'Globex', Website: `globex-${d}.com`, Owner: 'manager@acme.test' },
      { Company: 'Initech', Website: `initech-${d}.com`, Owner: 'stranger@nowhere.test' },
      { Company: '', Website: `noname-${d}.com`, Owner: 'manager@acme.test' },
      { Company: 'Hooli', Website: `hooli-${d}.com`, Owner: '' },
    ]);
    expect(done).toMatchObject({ status: 'done', processed: 4, created: 2, updated: 0, failed: 2 });
    expect(done.errors).toEqual([
      { row: 3, message: 'The owner must be an active member of your organization: "stranger@nowhere.test"' },
      { row: 4, message: 'Name is a required field' },
    ]);
    expect((await records(`module=account&q=${d}`)).map((r) => r.name).sort()).toEqual(['Globex', 'Hooli']);
    expect(await records(`module=account&q=initech-${d}`)).toEqual([]);
    expect(await records(`module=account&q=noname-${d}`)).toEqual([]);
  });

  it('fails a lead whose owner is not an active member, even when its other rows merge into it', async () => {
    const d = `lead-${uid()}.com`;
    const done = await runImport('lead', { Email: 'email', Name: 'name', Owner: 'owner_email' }, [
      { Email: `ann@${d}`, Name: 'Ann', Owner: 'ravi@acme.test' },
      { Email: `bob@${d}`, Name: 'Bob', Owner: 'BOB@elsewhere.test' },
    ]);
    expect(done).toMatchObject({
      created: 1,
      failed: 1,
      errors: [{ row: 3, message: 'The owner must be an active member of your organization: "bob@elsewhere.test"' }],
    });
    expect((await records(`module=lead&q=${d}`)).map((r) => r.email)).toEqual([`ann@${d}`]);
  });
});
