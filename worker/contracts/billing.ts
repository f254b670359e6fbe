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
