import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { uid } from './client';
import { billingOf, connectedOrg, customerEvent, deliver, record, subscriptionEvent } from './stripe-kit';

// Stripe's webhooks through the worker: the signature (good, wrong secret, stale, tampered), redelivery,
// events for one customer arriving together or out of order, and one organization's events kept from another's.

type Org = Awaited<ReturnType<typeof connectedOrg>>;
let org: Org;
let other: Org;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  org = await connectedOrg();
  other = await connectedOrg();
}, 60_000);

async function account(o: Org, tag: string) {
  return record(o.admin, { module: 'account', name: `Co ${tag}`, domain: `co-${tag}.com` });
}

const sub = (tag: string, status: string, amount: number, nickname = 'Growth') => ({
  id: `sub_${tag}`,
  customer: `cus_${tag}`,
  status,
  items: [{ amount, interval: 'month' as const, nickname }],
});

describe('the Stripe webhook endpoint', () => {
  it('applies a signed event and refuses a wrong secret, a stale timestamp, a tampered body and no signature with 400', async () => {
    const tag = uid();
    const acc = await account(org, tag);
    const created = customerEvent(`evt_c_${tag}`, 'customer.created', now(), { id: `cus_${tag}`, email: `ap@co-${tag}.com` });
    const subscribed = subscriptionEvent(`evt_s_${tag}`, 'customer.subscription.created', now(), sub(tag, 'active', 4900));

    const wrong = await deliver(org, subscribed, { secret: 'whsec_notTheEndpointsSecret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toBe('invalid_signature');
    expect((await deliver(org, subscribed, { signedAt: now() - 301 })).status).toBe(400);
    expect((await deliver(org, subscribed, { tamper: (b) => b.replace('4900', '490000') })).status).toBe(400);
    const unsigned = await SELF.fetch(`http://127.0.0.1:8787/api/public/stripe/${org.accountId}/webhook`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect(await billingOf(org.accountId, acc)).toMatchObject({ mrr: null, customer: null });

    expect(await deliver(org, created, { signedAt: now() - 290 })).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await deliver(org, subscribed)).body.outcome).toBe('applied');
    expect(await billingOf(org.accountId, acc)).toEqual({ plan: 'Growth', mrr: 4900, status: 'active', customer: `cus_${tag}` });
    const ignored = await deliver(org, { id: `evt_i_${tag}`, type: 'invoice.paid', created: now(), object: { object: 'invoice' } });
    expect(ignored.body.outcome).toBe('ignored');
  });

  it('a redelivered event changes nothing, even after a newer one', async () => {
    const tag = uid();
    const acc = await account(org, tag);
    await deliver(org, customerEvent(`evt_c_${tag}`, 'customer.created', now() - 100, { id: `cus_${tag}`, email: `x@co-${tag}.com` }));
    const first = subscriptionEvent(`evt_1_${tag}`, 'customer.subscription.updated', now() - 50, sub(tag, 'active', 1000, 'Basic'));
    const second = subscriptionEvent(`evt_2_${tag}`, 'customer.subscription.updated', now() - 10, sub(tag, 'active', 3000, 'Pro'));
    expect((await deliver(org, first)).body.outcome).toBe('applied');
    expect((await deliver(org, second)).body.outcome).toBe('applied');
    const settled = await billingOf(org.accountId, acc);
    expect(settled).toEqual({ plan: 'Pro', mrr: 3000, status: 'active', customer: `cus_${tag}` });
    expect((await deliver(org, first)).body.outcome).toBe('duplicate');
    expect((await deliver(org, second)).body.outcome).toBe('duplicate');
    expect(await billingOf(org.accountId, acc)).toEqual(settled);
    const events = await env.DB.prepare('select count(*) as n from stripe_events where account_id = ? and event_id like ?')
      .bind(org.accountId, `%${tag}`)
      .first<{ n: number }>();
    expect(events!.n).toBe(3);
  });

  it('two events for one customer at once end in the newer state, whichever lands first', async () => {
    for (let round = 0; round < 4; round++) {
      const tag = uid();
      const acc = await account(org, tag);
      await deliver(org, customerEvent(`evt_c_${tag}`, 'customer.created', now() - 100, { id: `cus_${tag}`, email: `y@co-${tag}.com` }));
      const older = subscriptionEvent(`evt_o_${tag}`, 'customer.subscription.updated', now() - 20, sub(tag, 'active', 1000, 'Basic'));
      const newer = subscriptionEvent(`evt_n_${tag}`, 'customer.subscription.updated', now() - 5, sub(tag, 'past_due', 2500, 'Pro'));
      const results = await Promise.all(
        round % 2 ? [deliver(org, older), deliver(org, newer)] : [deliver(org, newer), deliver(org, older)],
      );
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(await billingOf(org.accountId, acc)).toEqual({ plan: 'Pro', mrr: 2500, status: 'past_due', customer: `cus_${tag}` });
    }
  });

  it('a customer moving to another account while its subscription changes leaves both accounts consistent', async () => {
    const tag = uid();
    const from = await account(org, `${tag}a`);
    const to = await account(org, `${tag}b`);
    await deliver(org, customerEvent(`evt_c_${tag}`, 'customer.created', now() - 100, { id: `cus_${tag}`, email: `z@co-${tag}a.com` }));
    await deliver(org, subscriptionEvent(`evt_s0_${tag}`, 'customer.subscription.created', now() - 90, sub(tag, 'active', 1000)));
    expect(await billingOf(org.accountId, from)).toMatchObject({ mrr: 1000 });
    await Promise.all([
      deliver(org, customerEvent(`evt_m_${tag}`, 'customer.updated', now() - 5, { id: `cus_${tag}`, email: `z@co-${tag}b.com` })),
      deliver(org, subscriptionEvent(`evt_s1_${tag}`, 'customer.subscription.updated', now() - 4, sub(tag, 'active', 7000))),
    ]);
    expect(await billingOf(org.accountId, from)).toEqual({ plan: null, mrr: null, status: null, customer: null });
    expect(await billingOf(org.accountId, to)).toEqual({ plan: 'Growth', mrr: 7000, status: 'active', customer: `cus_${tag}` });
    await deliver(org, subscriptionEvent(`evt_d_${tag}`, 'customer.subscription.deleted', now(), sub(tag, 'active', 7000)));
    expect(await billingOf(org.accountId, to)).toEqual({ plan: 'Growth', mrr: 0, status: 'canceled', customer: `cus_${tag}` });
  });

  it("one organization's signed events never reach another's accounts", async () => {
    const tag = uid();
    const mine = await account(org, tag);
    const theirs = await account(other, tag);
    const event = customerEvent(`evt_x_${tag}`, 'customer.created', now(), { id: `cus_${tag}`, email: `q@co-${tag}.com` });
    // Signed with org's secret but sent to the other organization's endpoint: not the other's signature.
    expect((await deliver(org, event, { to: other.accountId })).status).toBe(400);
    expect((await deliver(org, event)).status).toBe(200);
    expect(await billingOf(org.accountId, mine)).toMatchObject({ customer: `cus_${tag}` });
    expect(await billingOf(other.accountId, theirs)).toEqual({ plan: null, mrr: null, status: null, customer: null });
    expect((await deliver(org, event, { to: 'org-does-not-exist' })).status).toBe(400);
  });
});
