// Stripe (issue 28): connecting with a restricted API key and a webhook signing secret, and what Stripe
// says of a CRM account (plan, MRR, subscription status, customer id).
import * as v from 'valibot';

export const STRIPE_MESSAGES = {
  apiKey: 'Restricted API key is required',
  apiKeyShape: 'Enter a restricted API key (it starts with rk_live_ or rk_test_)',
  signingSecret: 'Webhook signing secret is required',
  signingSecretShape: 'Enter the webhook signing secret (it starts with whsec_)',
  integrationFailed: 'Sorry! Stripe integration failed. Please check your API credentials and configuration settings.',
  notConnected: 'Connect Stripe first',
} as const;

export const StripeConnectSchema = v.object({
  apiKey: v.pipe(
    v.string(STRIPE_MESSAGES.apiKey),
    v.trim(),
    v.nonEmpty(STRIPE_MESSAGES.apiKey),
    v.maxLength(255, STRIPE_MESSAGES.apiKeyShape),
    v.regex(/^rk_(live|test)_[A-Za-z0-9]{8,}$/, STRIPE_MESSAGES.apiKeyShape),
  ),
  signingSecret: v.pipe(
    v.string(STRIPE_MESSAGES.signingSecret),
    v.trim(),
    v.nonEmpty(STRIPE_MESSAGES.signingSecret),
    v.maxLength(255, STRIPE_MESSAGES.signingSecretShape),
    v.regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, STRIPE_MESSAGES.signingSecretShape),
  ),
});
export type StripeConnectInput = v.InferOutput<typeof StripeConnectSchema>;

/** Subscription statuses that count towards MRR, as Stripe's own MRR counts them (trials and unpaid ones do not). */
export const MRR_STATUSES = ['active', 'past_due'] as const;

/** The Stripe connection as its settings page shows it (never the key or the secret). */
export type StripeConnectionDto = {
  status: 'not_connected' | 'connected' | 'expired' | 'failed';
  /** Live or test mode, from the key. */
  accountName: string;
  /** Where Stripe sends this organization's events: the endpoint to add in Stripe's dashboard. */
  webhookUrl: string;
  lastError: string | null;
  /** The last full sync: when it finished and what it found; null before the first. */
  lastSync: { finishedAt: string; customers: number; matched: number } | null;
  syncing: boolean;
};

/** What Stripe says of a CRM account; every field null when no Stripe customer is matched to it. */
export type AccountBillingDto = {
  plan: string | null;
  mrrCents: number | null;
  status: string | null;
  currency: string | null;
  stripeCustomerId: string | null;
};

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(255));
const Price = v.looseObject({
  unit_amount: v.nullish(v.number()),
  nickname: v.nullish(v.string()),
  currency: v.optional(v.string()),
  product: v.nullish(v.union([v.string(), v.looseObject({ id: v.string(), name: v.optional(v.string()) })])),
  recurring: v.nullish(v.looseObject({ interval: v.optional(v.string()), interval_count: v.optional(v.number()) })),
});

/** A customer object as Stripe's customer.* events carry it. */
export const StripeCustomerObjectSchema = v.looseObject({
  id: Id,
  object: v.literal('customer'),
  email: v.nullish(v.string()),
  name: v.nullish(v.string()),
  deleted: v.optional(v.boolean()),
});

/** A subscription object as Stripe's customer.subscription.* events carry it. */
export const StripeSubscriptionObjectSchema = v.looseObject({
  id: Id,
  object: v.literal('subscription'),
  customer: v.union([Id, v.looseObject({ id: Id })]),
  status: v.pipe(v.string(), v.maxLength(40)),
  currency: v.optional(v.string()),
  items: v.optional(
    v.looseObject({ data: v.optional(v.array(v.looseObject({ quantity: v.nullish(v.number()), price: v.nullish(Price) }))) }),
  ),
});

/** The envelope of a Stripe event delivered to a webhook endpoint. */
export const StripeEventSchema = v.looseObject({
  id: Id,
  object: v.literal('event'),
  type: v.pipe(v.string(), v.maxLength(100)),
  created: v.pipe(v.number(), v.integer()),
  data: v.looseObject({ object: v.looseObject({}) }),
});

/** The events that change an account's billing fields; any other type is acknowledged and ignored. */
export const STRIPE_EVENT_TYPES = [
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
