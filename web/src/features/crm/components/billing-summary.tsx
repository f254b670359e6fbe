import { CreditCard } from 'lucide-react';
import type { AccountBillingDto } from '@contracts/billing';
import { formatMrr, SUBSCRIPTION_STATUS_LABELS } from './billing-format';

/** The account's plan, MRR and subscription status from Stripe, in the account header; nothing when no customer matched. */
export function BillingSummary({ billing }: { billing: AccountBillingDto | null }) {
  if (!billing?.stripeCustomerId) return null;
  const status = billing.status ? (SUBSCRIPTION_STATUS_LABELS[billing.status] ?? billing.status) : 'No subscription';
  return (
    <span className="inline-flex items-center gap-1" aria-label="Stripe billing" title={`Stripe customer ${billing.stripeCustomerId}`}>
      <CreditCard className="h-3.5 w-3.5" aria-hidden />
      <span>{billing.plan ?? 'No plan'}</span>
      <span aria-hidden>·</span>
      <span className="tabular-nums">{formatMrr(billing)}/mo</span>
      <span aria-hidden>·</span>
      <span>{status}</span>
    </span>
  );
}
