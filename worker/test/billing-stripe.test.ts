import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../core/routing/conditions';
import { toCrmRecord } from '../features/crm/repo';
import { eq } from 'drizzle-orm';
import { crmRecords } from '../db/schema/routing';
import { addOrg, addUser, apiErrorProblems, db, signIn, uid } from './client';
import { STRIPE_MESSAGES } from '../contracts/billing';
import { FAKE_STRIPE_KEY, stripeSubscription } from './fakes/stripe';
import { billingOf, connectedOrg, fake, record, secretFor, syncSettled } from './stripe-kit';

// Stripe end to end through the worker and the strict fake: connecting with a restricted key, the sync over
// the queue (pagination, a 429, matching by domain and by contact e-mail), the account fields in the list,
// in segments and in routing conditions, roles, cross-organization isolation and disconnecting.

describe('connecting Stripe', () => {
  it('refuses a malformed key, then a key Stripe refuses (the spec wording), and seals a good one', async () => {
    const org = await addOrg();
    const admin = await signIn(org.admin.email);
    const shape = await admin.json('PUT', '/api/billing/stripe', { apiKey: 'sk_live_nope', signingSecret: 'whsec_abcdefgh12' });
    expect(shape.status).toBe(422);
    expect(apiErrorProblems(422, shape.body)).toEqual([]);
    expect(shape.body.errors).toContainEqual(
      expect.objectContaining({ detail: STRIPE_MESSAGES.apiKeyShape, source: { pointer: '/apiKey' } }),
    );
    const missing = await admin.json('PUT', '/api/billing/stripe', {});
    expect(missing.status).toBe(422);
    const refused = await admin.json('PUT', '/api/billing/stripe', { apiKey: 'rk_test_unknownKey1234567', signingSecret: secretFor() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ detail: STRIPE_MESSAGES.integrationFailed, source: { pointer: '/apiKey' } });
    expect((await admin.json('GET', '/api/billing/stripe')).body.data.status).toBe('not_connected');

    const secret = secretFor();
    const ok = await admin.json('PUT', '/api/billing/stripe', { apiKey: FAKE_STRIPE_KEY, signingSecret: secret });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'connected', accountName: 'Test mode' });
    expect(ok.body.data.webhookUrl).toBe(`http://127.0.0.1:8787/api/public/stripe/${org.accountId}/webhook`);
    const text = JSON.stringify(ok.body) + JSON.stringify((await admin.json('GET', '/api/billing/stripe')).body);
    expect(text).not.toContain(FAKE_STRIPE_KEY);
    expect(text).not.toContain(secret);
    const stored = await env.DB.prepare("select credentials from integrations where account_id = ? and provider = 'stripe'")
      .bind(org.accountId)
      .first<{ credentials: string }>();
    expect(stored!.credentials).not.toContain(FAKE_STRIPE_KEY);
    expect(stored!.credentials).not.toContain(secret);
    await syncSettled(admin);
  });

  it('only Admins read, connect, sync or disconnect Stripe', async () => {
    const org = await addOrg();
    for (const role of ['manager', 'regular'] as const) {
      const u = await addUser(org.accountId, { role });
      const c = await signIn(u.email);
      expect((await c.json('GET', '/api/billing/stripe')).status).toBe(403);
      expect((await c.json('PUT', '/api/billing/stripe', { apiKey: FAKE_STRIPE_KEY, signingSecret: secretFor() })).status).toBe(403);
      expect((await c.json('POST', '/api/billing/stripe/sync', {})).status).toBe(403);
      expect((await c.json('DELETE', '/api/billing/stripe')).status).toBe(403);
    }
    const admin = await signIn(org.admin.email);
    expect((await admin.json('POST', '/api/billing/stripe/sync', {})).status).toBe(409);
  });
});

describe('the sync', () => {
  it('pages through every customer and subscription, survives a 429, and matches by domain and by contact e-mail', async () => {
    const c = await connectedOrg();
    const tag = uid();
    const acme = await record(c.admin, { module: 'account', name: 'Acme', domain: `acme-${tag}.com` });
    const solo = await record(c.admin, { module: 'account', name: 'Solo Ltd', domain: `solo-${tag}.com` });
    await record(c.admin, { module: 'contact', email: `pat-${tag}@gmail.com`, parentAccountId: solo });
    const gmailAccount = await record(c.admin, { module: 'account', name: 'Gmail?', domain: 'gmail.com' });
    const filler = Array.from({ length: 120 }, (_, i) => ({
      id: `cus_f${i}_${tag}`,
      object: 'customer',
      email: `x${i}@nowhere-${tag}.io`,
    }));
    await fake('/objects', c.apiKey, {
      customers: [
        ...filler,
        { id: `cus_acme_${tag}`, object: 'customer', email: `billing@eu.acme-${tag}.com`, name: 'Acme billing' },
        { id: `cus_pat_${tag}`, object: 'customer', email: `Pat-${tag}@gmail.com`, name: 'Pat' },
        { id: `cus_free_${tag}`, object: 'customer', email: `someone-${tag}@gmail.com` },
      ],
      products: [{ id: `prod_pro_${tag}`, object: 'product', name: 'Pro' }],
      subscriptions: [
        stripeSubscription({
          id: `sub_a1_${tag}`,
          customer: `cus_acme_${tag}`,
          status: 'active',
          items: [
            { amount: 120000, interval: 'year', product: `prod_pro_${tag}` },
            { amount: 1000, interval: 'month', quantity: 3, nickname: 'Seats' },
          ],
        }),
        stripeSubscription({
          id: `sub_a2_${tag}`,
          customer: `cus_acme_${tag}`,
          status: 'canceled',
          items: [{ amount: 9900, interval: 'month' }],
        }),
        stripeSubscription({
          id: `sub_p_${tag}`,
          customer: `cus_pat_${tag}`,
          status: 'trialing',
          items: [{ amount: 2500, interval: 'month', nickname: 'Starter' }],
        }),
        stripeSubscription({
          id: `sub_f_${tag}`,
          customer: `cus_free_${tag}`,
          status: 'active',
          items: [{ amount: 500, interval: 'week' }],
        }),
      ],
    });
    await fake('/fail-next', c.apiKey, { status: 429, retryAfter: 1 });
    expect((await c.admin.json('POST', '/api/billing/stripe/sync', {})).body.data.syncing).toBe(true);
    const done = await syncSettled(c.admin);
    expect(done.lastSync).toMatchObject({ customers: 123, matched: 2 });

    // Acme: the yearly Pro (100.00 a month) plus three 10.00 seats; the canceled subscription adds nothing.
    expect(await billingOf(c.accountId, acme)).toEqual({ plan: 'Pro', mrr: 13000, status: 'active', customer: `cus_acme_${tag}` });
    // Pat's personal address reaches Solo through the contact; a trial is not revenue yet.
    expect(await billingOf(c.accountId, solo)).toEqual({ plan: 'Starter', mrr: 0, status: 'trialing', customer: `cus_pat_${tag}` });
    // A free-mail domain is nobody's company, even when an account carries it.
    expect(await billingOf(c.accountId, gmailAccount)).toEqual({ plan: null, mrr: null, status: null, customer: null });

    const { requests } = await fake('/requests', c.apiKey);
    const subs = requests.filter((r: { path: string }) => r.path === '/v1/subscriptions');
    expect(
      subs.every((r: { query: string; stripeVersion: string }) => r.query.includes('status=all') && r.stripeVersion === '2024-06-20'),
    ).toBe(true);
    const queries = (path: string) => requests.filter((r: { path: string }) => r.path === path).map((r: { query: string }) => r.query);
    // The key check reads one customer; each sync pages by 100, the second page from the first page's last id.
    expect(queries('/v1/customers')).toEqual([
      '?limit=1',
      '?limit=100',
      '?limit=100',
      expect.stringMatching(/^\?limit=100&starting_after=cus_/),
    ]);
    // The explicit sync's first call met the 429 and was retried after its Retry-After: connect's sync, then twice.
    expect(queries('/v1/products')).toEqual(['?limit=100', '?limit=100', '?limit=100']);

    const list = await c.admin.json('GET', `/api/crm/records?module=account&q=acme-${tag}`);
    expect(list.body.data[0].billing).toEqual({
      plan: 'Pro',
      mrrCents: 13000,
      status: 'active',
      currency: 'usd',
      stripeCustomerId: `cus_acme_${tag}`,
    });

    // Segments read plan and MRR (whole currency units).
    const seg = await c.admin.json('POST', '/api/segments', {
      module: 'account',
      name: `Paying ${tag}`,
      scope: 'personal',
      conditions: [
        { field: 'stripe_mrr', operator: 'at_least', value: '100' },
        { field: 'stripe_plan', operator: 'equals', value: 'pro' },
      ],
    });
    expect(seg.status, JSON.stringify(seg.body)).toBe(201);
    expect(seg.body.data.count).toBe(1);
    const trials = await c.admin.json('POST', '/api/segments', {
      module: 'account',
      name: `Below 100 ${tag}`,
      scope: 'personal',
      conditions: [{ field: 'stripe_mrr', operator: 'at_most', value: '99.99' }],
    });
    expect(trials.body.data.count).toBe(1);

    // Routing conditions read the same fields from the matched CRM account.
    const row = await db().select().from(crmRecords).where(eq(crmRecords.id, acme)).get();
    const crmRecord = toCrmRecord(row!);
    expect(crmRecord.fields).toMatchObject({ stripe_plan: 'Pro', stripe_mrr: 130 });
    const at = (value: number) =>
      evaluateCondition({ field: { source: 'crm', key: 'stripe_mrr' }, operator: 'at_least', value }, { answers: {}, record: crmRecord })
        .passed;
    expect([at(130), at(131)]).toEqual([true, false]);
  });

  it("keeps each organization's Stripe to itself, and disconnecting clears plan and MRR", async () => {
    const a = await connectedOrg();
    const b = await connectedOrg();
    const tag = uid();
    const accA = await record(a.admin, { module: 'account', name: 'Shared', domain: `shared-${tag}.com` });
    const accB = await record(b.admin, { module: 'account', name: 'Shared', domain: `shared-${tag}.com` });
    await fake('/objects', a.apiKey, {
      customers: [{ id: `cus_s_${tag}`, object: 'customer', email: `ap@shared-${tag}.com` }],
      subscriptions: [
        stripeSubscription({
          id: `sub_s_${tag}`,
          customer: `cus_s_${tag}`,
          status: 'active',
          items: [{ amount: 5000, interval: 'month', nickname: 'Team' }],
        }),
      ],
    });
    await a.admin.json('POST', '/api/billing/stripe/sync', {});
    await syncSettled(a.admin);
    expect(await billingOf(a.accountId, accA)).toMatchObject({ plan: 'Team', mrr: 5000 });
    expect(await billingOf(b.accountId, accB)).toEqual({ plan: null, mrr: null, status: null, customer: null });
    expect((await b.admin.json('GET', '/api/billing/stripe')).body.data.lastSync.customers).toBe(0);

    expect((await a.admin.json('DELETE', '/api/billing/stripe')).status).toBe(204);
    expect(await billingOf(a.accountId, accA)).toEqual({ plan: null, mrr: null, status: null, customer: null });
    expect((await a.admin.json('GET', '/api/billing/stripe')).body.data.status).toBe('not_connected');
    expect((await b.admin.json('GET', '/api/billing/stripe')).body.data.status).toBe('connected');
  });
});
