import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { addOrg, signIn, uid, type TestClient } from './client';
import { fakeControl } from './crm-vendors-helpers';
import { signStripeEvent, STRIPE_HOST, stripeSubscription } from './fakes/stripe';

// A Stripe account of the fake per test, an organization connected to it, CRM records to match, and events
// signed as Stripe signs them, posted to the organization's webhook endpoint through the worker.

export const fake = (path: string, apiKey: string, body?: unknown) =>
  fakeControl(`https://${STRIPE_HOST}/__fake${path}`, body, { authorization: `Bearer ${apiKey}` });

export const newStripeAccount = async () => (await fakeControl(`https://${STRIPE_HOST}/__fake/accounts`, {})).apiKey as string;

export const secretFor = () => `whsec_${uid()}${uid()}`;

export async function record(admin: TestClient, body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** Polls the connection until its sync has ended. */
export async function syncSettled(admin: TestClient) {
  for (let i = 0; i < 150; i++) {
    const res = await admin.json('GET', '/api/billing/stripe');
    if (res.body.data.status !== 'connected' || !res.body.data.syncing) return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Stripe sync never ended');
}

/** An organization connected to a fresh Stripe account of the fake, with its webhook secret. */
export async function connectedOrg() {
  const org = await addOrg();
  const admin = await signIn(org.admin.email);
  const apiKey = await newStripeAccount();
  const signingSecret = secretFor();
  const res = await admin.json('PUT', '/api/billing/stripe', { apiKey, signingSecret });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await syncSettled(admin);
  return { ...org, admin, apiKey, signingSecret };
}

export const billingOf = async (accountId: string, crmId: string) =>
  env.DB.prepare(
    'select billing_plan as plan, billing_mrr_cents as mrr, billing_status as status, stripe_customer_id as customer from crm_records where account_id = ? and id = ?',
  )
    .bind(accountId, crmId)
    .first<{ plan: string | null; mrr: number | null; status: string | null; customer: string | null }>();

type Org = { accountId: string; signingSecret: string };

/** Posts an event to the organization's endpoint as Stripe would (or with `tamper` applied after signing). */
export async function deliver(
  org: Org,
  event: { id: string; type: string; created: number; object: Record<string, unknown> },
  opts: { secret?: string; signedAt?: number; tamper?: (body: string) => string; to?: string } = {},
) {
  const { body, signature } = await signStripeEvent(opts.secret ?? org.signingSecret, event, opts.signedAt);
  const res = await SELF.fetch(`http://127.0.0.1:8787/api/public/stripe/${opts.to ?? org.accountId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: opts.tamper ? opts.tamper(body) : body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

export const customerEvent = (
  id: string,
  type: string,
  created: number,
  customer: { id: string; email: string | null; name?: string },
) => ({
  id,
  type,
  created,
  object: { object: 'customer', name: customer.name ?? 'Customer', ...customer },
});

export const subscriptionEvent = (id: string, type: string, created: number, sub: Parameters<typeof stripeSubscription>[0]) => ({
  id,
  type,
  created,
  object: stripeSubscription(sub),
});
