import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StripeConnectionDto } from '@contracts/billing';
import { api, call } from '@web/lib/api';
import { stripeKey } from './stripe-connection';

/** Reads every Stripe customer and subscription again. */
export function useSyncStripe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api.billing.stripe.sync.$post())).data as StripeConnectionDto,
    onSuccess: (d) => qc.setQueryData(stripeKey, d),
  });
}
