import { describe, expect, it, vi } from 'vitest';
import { applyUsageScores } from '../features/crm/service';
import { addOrg, db, signIn, uid } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** Product usage scores reach the CRM through its service (issue 28): by e-mail and domain, the newer computation kept. */
describe('usage scores on CRM records', () => {
  it('copies onto the contact and account they belong to, and an older computation never overwrites a newer one', async () => {
    const o = await addOrg();
    const other = await addOrg();
    const admin = await signIn(o.admin.email);
    const otherAdmin = await signIn(other.admin.email);
    const domain = `acme-${uid()}.test`;
    const account = (await admin.json('POST', '/api/crm/records', { module: 'account', name: 'Acme', domain })).body.data;
    const contact = (await admin.json('POST', '/api/crm/records', { module: 'contact', name: 'Ann', email: `ann@${domain}` })).body.data;
    const foreign = (await otherAdmin.json('POST', '/api/crm/records', { module: 'account', name: 'Acme', domain })).body.data;
    const read = async (id: string, client = admin) => {
      const r = (await client.json('GET', `/api/crm/records/${id}`)).body.data;
      return [r.usageScore, r.usageLevel];
    };

    await applyUsageScores(db(), o.accountId, [
      { kind: 'account', subject: domain, score: 80, level: 'high', scoredAt: 2000 },
      { kind: 'user', subject: `ann@${domain}`, score: 50, level: 'medium', scoredAt: 2000 },
    ]);
    expect(await read(account.id)).toEqual([80, 'high']);
    expect(await read(contact.id)).toEqual([50, 'medium']);
    expect(await read(foreign.id, otherAdmin)).toEqual([null, null]);

    // A rescore that started earlier and finishes later is dropped; a later one lands.
    await applyUsageScores(db(), o.accountId, [{ kind: 'account', subject: domain, score: 10, level: 'low', scoredAt: 1000 }]);
    expect(await read(account.id)).toEqual([80, 'high']);
    await applyUsageScores(db(), o.accountId, [{ kind: 'account', subject: domain, score: 40, level: 'medium', scoredAt: 3000 }]);
    expect(await read(account.id)).toEqual([40, 'medium']);
  });
});
