import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/**
 * Spec section 6: a User "sees own accounts". Here that is the records they own, plus the contacts and
 * opportunities of the accounts they own; Admins and Managers see the whole CRM.
 */
let c: Awaited<ReturnType<typeof demo>>;
let ravi: TestClient;
const tag = `scope${uid()}`;
const r: Record<string, { id: string }> = {};

async function create(body: Record<string, unknown>) {
  const res = await c.admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

/** A contact of `account`, e-mailed at the account's domain, owned by `ownerUserId`. */
const contactAt = (account: { id: string }, domain: string, first: string, ownerUserId: string) =>
  create({
    module: 'contact',
    name: `${tag} ${first}`,
    email: `${first.toLowerCase()}@${domain}`,
    ownerUserId,
    parentAccountId: account.id,
  });

beforeAll(async () => {
  c = await demo();
  ravi = await signIn('ravi@acme.test');
  r.accountU = await create({ module: 'account', name: `${tag} Ursula Co`, domain: `u-${tag}.test`, ownerUserId: 'demo-ursula' });
  r.accountR = await create({ module: 'account', name: `${tag} Ravi Co`, domain: `r-${tag}.test`, ownerUserId: 'demo-ravi' });
  r.accountNone = await create({ module: 'account', name: `${tag} Nobody Co`, domain: `n-${tag}.test` });
  // Ravi's contact at Ursula's account: Ursula sees it (a contact of her account).
  r.contactUR = await contactAt(r.accountU, `u-${tag}.test`, 'Ann', 'demo-ravi');
  // Ursula's contact at Ravi's account: she sees it (she owns it), but not Ravi's account.
  r.contactRU = await contactAt(r.accountR, `r-${tag}.test`, 'Bob', 'demo-ursula');
  r.contactRR = await contactAt(r.accountR, `r-${tag}.test`, 'Cat', 'demo-ravi');
  r.leadU = await create({ module: 'lead', name: `${tag} Dan`, email: `dan@l-${tag}.test`, ownerUserId: 'demo-ursula' });
  r.leadR = await create({ module: 'lead', name: `${tag} Eve`, email: `eve@l-${tag}.test`, ownerUserId: 'demo-ravi' });
  r.leadNone = await create({ module: 'lead', name: `${tag} Fay`, email: `fay@l-${tag}.test` });
  r.oppU = await create({ module: 'opportunity', name: `${tag} Deal U`, parentAccountId: r.accountU.id });
  r.oppR = await create({ module: 'opportunity', name: `${tag} Deal R`, parentAccountId: r.accountR.id });
});

async function names(client: TestClient, module: string, extra = '') {
  const res = await client.json('GET', `/api/crm/records?module=${module}&q=${encodeURIComponent(tag)}&pageSize=100${extra}`);
  expect(res.status).toBe(200);
  expect(res.body.meta.total).toBe(res.body.data.length);
  return (res.body.data as { name: string }[]).map((x) => x.name.replace(`${tag} `, '')).sort();
}

describe('a User sees only their own CRM records', () => {
  it('lists and searches only their accounts, their leads, and the contacts and deals of their accounts', async () => {
    expect(await names(c.user, 'account')).toEqual(['Ursula Co']);
    expect(await names(c.user, 'contact')).toEqual(['Ann', 'Bob']);
    expect(await names(c.user, 'lead')).toEqual(['Dan']);
    expect(await names(c.user, 'opportunity')).toEqual(['Deal U']);
    expect(await names(ravi, 'account')).toEqual(['Ravi Co']);
    expect(await names(ravi, 'contact')).toEqual(['Ann', 'Bob', 'Cat']);
    expect(await names(ravi, 'lead')).toEqual(['Eve']);
    expect(await names(ravi, 'opportunity')).toEqual(['Deal R']);
  });

  it("finds nothing of another's by searching for it", async () => {
    for (const q of [`cat@r-${tag}.test`, `r-${tag}.test`, `${tag} Eve`, `${tag} Ravi Co`]) {
      for (const module of ['account', 'contact', 'lead']) {
        const res = await c.user.json('GET', `/api/crm/records?module=${module}&q=${encodeURIComponent(q)}`);
        expect(res.body.data.map((x: { name: string }) => x.name).filter((n: string) => /Cat|Eve|Ravi Co/.test(n))).toEqual([]);
      }
    }
  });

  it("gets 404 for another User's record and its own records in full", async () => {
    for (const key of ['accountR', 'accountNone', 'contactRR', 'leadR', 'leadNone', 'oppR']) {
      const res = await c.user.json('GET', `/api/crm/records/${r[key].id}`);
      expect(res.status, key).toBe(404);
      expect(res.body.errors[0].code).toBe('not_found');
    }
    const own = await c.user.json('GET', `/api/crm/records/${r.accountU.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ ownerUserId: 'demo-ursula', contactCount: 1 });
    expect((await c.user.json('GET', `/api/crm/records/${r.contactUR.id}`)).body.data).toMatchObject({
      parentAccountId: r.accountU.id,
      parentAccountName: `${tag} Ursula Co`,
    });
    // Her own contact at Ravi's account: the account it belongs to is not hers to see.
    expect((await c.user.json('GET', `/api/crm/records/${r.contactRU.id}`)).body.data).toMatchObject({
      parentAccountId: null,
      parentAccountName: null,
    });
  });

  it("lists an account's people only within what the User sees", async () => {
    expect(await names(c.user, 'contact', `&accountId=${r.accountU.id}`)).toEqual(['Ann']);
    expect(await names(c.user, 'contact', `&accountId=${r.accountR.id}`)).toEqual(['Bob']);
    expect(await names(c.user, 'opportunity', `&accountId=${r.accountR.id}`)).toEqual([]);
  });

  it('cannot change records at all', async () => {
    expect((await c.user.json('PATCH', `/api/crm/records/${r.accountU.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await c.user.json('DELETE', `/api/crm/records/${r.leadU.id}`)).status).toBe(403);
    expect((await c.user.json('POST', '/api/crm/records', { module: 'lead', email: `x@${tag}.test` })).status).toBe(403);
  });
});

describe('Admins and Managers see the whole CRM', () => {
  it.each(['admin', 'manager'] as const)('%s lists, searches and reads every record', async (who) => {
    const client = c[who];
    expect(await names(client, 'account')).toEqual(['Nobody Co', 'Ravi Co', 'Ursula Co']);
    expect(await names(client, 'contact')).toEqual(['Ann', 'Bob', 'Cat']);
    expect(await names(client, 'lead')).toEqual(['Dan', 'Eve', 'Fay']);
    expect(await names(client, 'opportunity')).toEqual(['Deal R', 'Deal U']);
    for (const { id } of Object.values(r)) expect((await client.json('GET', `/api/crm/records/${id}`)).status).toBe(200);
    expect((await client.json('GET', `/api/crm/records/${r.contactRU.id}`)).body.data).toMatchObject({
      parentAccountId: r.accountR.id,
      parentAccountName: `${tag} Ravi Co`,
    });
  });
});
