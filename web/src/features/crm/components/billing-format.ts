import type { AccountBillingDto } from '@contracts/billing';

/** MRR as money in the subscription's currency ("$1,234.50"), or null when the account has no Stripe customer. */
export function formatMrr(b: AccountBillingDto | null): string | null {
  if (!b || b.mrrCents === null) return null;
  const currency = (b.currency || 'usd').toUpperCase();
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(b.mrrCents / 100);
  } catch {
    return `${(b.mrrCents / 100).toFixed(2)} ${currency}`;
  }
}

/** Stripe's subscription statuses as a person reads them. */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due',
  trialing: 'Trialing',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete, expired',
  paused: 'Paused',
};
