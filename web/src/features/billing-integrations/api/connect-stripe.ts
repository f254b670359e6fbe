import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { StripeConnectInput, StripeConnectionDto } from '@contracts/billing';
import { api, call } from '@web/lib/api';
import { stripeKey } from './stripe-connection';

/** Connects Stripe with a restricted key and the webhook signing secret; the first sync starts. */
export function useConnectStripe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: StripeConnectInput) => (await call(api.billing.stripe.$put({ json }))).data as StripeConnectionDto,
    onSuccess: (d) => {
      qc.setQueryData(stripeKey, d);
      toast.success('Stripe connected');
    },
  });
}
