import { describe, expect, it } from 'vitest';
import { createFakeStripe, FAKE_STRIPE_KEY, stripeSignature, stripeSubscription } from '../../test/fakes/stripe';
import { BillingError } from './adapter';
import { formEncode, stripeClient } from './stripe';
import { verifyStripeSignature } from './stripe-signature';

// The Stripe client's wire format against the strict fake, in plain Node through an injected fetcher (the
// same fake answers the worker in worker/test/billing-stripe*.test.ts), and the webhook signature check.

const fake = createFakeStripe();
const fetcher = ((input: string, init: RequestInit) => fake.handle(new Request(input, init))) as typeof fetch;
const control = async (key: string, path: string, body: unknown) =>
  fake.handle(
    new Request(`https://api.stripe.com/__fake${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    }),
  );
const newKey = async () =>
  ((await (await fake.handle(new Request('https://api.stripe.com/__fake/accounts', { method: 'POST' }))).json()) as { apiKey: string })
    .apiKey;
const waits: number[] = [];
const client = stripeClient({}, fetcher, async (ms) => void waits.push(ms));

describe('the Stripe client', () => {
  it('encodes parameters as Stripe reads them', () => {
    expect(formEncode({ limit: 100, starting_after: null, status: 'all', expand: ['a.b', 'c'] })).toBe(
      'limit=100&status=all&expand%5B%5D=a.b&expand%5B%5D=c',
    );
  });

  it('checks a key with a real read and reports a refused one with Stripe’s error type', async () => {
    await expect(client.verify(FAKE_STRIPE_KEY)).resolves.toEqual({ livemode: false });
    const err = await client.verify('rk_test_nobodyKnowsThisKey').catch((e) => e);
    expect(err).toBeInstanceOf(BillingError);
    expect(err).toMatchObject({ status: 401, type: 'invalid_request_error', retryable: false });
    expect(err.message).toContain('Invalid API Key provided');
  });

  it('pages with starting_after until has_more is false, and maps subscriptions to plan and MRR', async () => {
    const key = await newKey();
    const subs = Array.from({ length: 150 }, (_, i) =>
      stripeSubscription({
        id: `sub_${i}`,
        customer: `cus_${i}`,
        status: 'active',
        items: [{ amount: 1200, interval: 'year', product: 'prod_x' }],
      }),
    );
    await control(key, '/objects', { subscriptions: subs, products: [{ id: 'prod_x', name: 'Pro' }] });
    const first = await client.subscriptions(key, null, { prod_x: 'Pro' });
    expect(first.items).toHaveLength(100);
    expect(first.next).toBe(first.items[99].subscriptionId);
    const second = await client.subscriptions(key, first.next, {});
    expect(second.items).toHaveLength(50);
    expect(second.next).toBeNull();
    expect(new Set([...first.items, ...second.items].map((s) => s.subscriptionId)).size).toBe(150);
    expect(first.items[0]).toMatchObject({ plan: 'Pro', mrrCents: 100, status: 'active', currency: 'usd' });
    expect(second.items[0].plan).toBe('prod_x');
    const products = await client.products(key, null);
    expect(products).toEqual({ items: [{ id: 'prod_x', name: 'Pro' }], next: null });
  });

  it('waits out a 429 with its Retry-After and tries again; a longer or repeated limit goes to the caller', async () => {
    const key = await newKey();
    await control(key, '/fail-next', { status: 429, retryAfter: 1 });
    waits.length = 0;
    await expect(client.customers(key, null)).resolves.toEqual({ items: [], next: null });
    expect(waits).toEqual([1000]);
    await control(key, '/fail-next', { status: 429, retryAfter: 60 });
    const err = await client.customers(key, null).catch((e) => e);
    expect(err).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 60 });
    await control(key, '/fail-next', { status: 500, count: 3 });
    waits.length = 0;
    expect(await client.customers(key, null).catch((e) => e)).toMatchObject({ status: 500, retryable: true });
    expect(waits).toEqual([500, 1000]);
  });

  it('the fake refuses a call without Stripe-Version or with an unknown parameter', async () => {
    const bare = await fake.handle(
      new Request('https://api.stripe.com/v1/customers', { headers: { authorization: `Bearer ${FAKE_STRIPE_KEY}` } }),
    );
    expect(bare.status).toBe(400);
    const odd = await fake.handle(
      new Request('https://api.stripe.com/v1/customers?page=2', {
        headers: { authorization: `Bearer ${FAKE_STRIPE_KEY}`, 'stripe-version': '2024-06-20' },
      }),
    );
    expect(((await odd.json()) as { error: { message: string } }).error.message).toBe('Received unknown parameter: page');
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_unitTestSecret123';
  const body = '{"id":"evt_1","object":"event"}';
  const t = 1_800_000_000;

  it.each([
    ['a good signature', secret, body, t, true],
    ['another secret', 'whsec_other', body, t, false],
    ['a tampered body', secret, body, t, false, '{"id":"evt_2","object":"event"}'],
    ['four minutes and fifty-nine seconds old', secret, body, t - 299, true],
    ['five minutes and one second old', secret, body, t - 301, false],
    ['from the future beyond the tolerance', secret, body, t + 301, false],
  ])('%s', async (_name, signWith, signed, signedAt, ok, sent = signed) => {
    const header = await stripeSignature(signWith, signed, signedAt);
    expect(await verifyStripeSignature(secret, header, sent, t * 1000)).toBe(ok);
  });

  it('accepts any one of several v1 signatures (a rolled secret) and refuses a header without one', async () => {
    const good = (await stripeSignature(secret, body, t)).split(',')[1];
    expect(await verifyStripeSignature(secret, `t=${t},v1=${'0'.repeat(64)},${good}`, body, t * 1000)).toBe(true);
    expect(await verifyStripeSignature(secret, `t=${t}`, body, t * 1000)).toBe(false);
    expect(await verifyStripeSignature(secret, `v1=${good.slice(3)}`, body, t * 1000)).toBe(false);
    expect(await verifyStripeSignature(secret, null, body, t * 1000)).toBe(false);
  });
});
