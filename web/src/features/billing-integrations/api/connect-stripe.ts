import type { StripeConnectInput, StripeConnectionDto } from '@contracts/billing';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { stripeKey } from './stripe-connection';

/** Connects Stripe with a restricted key and the webhook signing secret; the first sync starts. */
export function useConnectStripe() {
  return useCachedMutation(
    stripeKey,
    async (json: StripeConnectInput) => (await call(api.billing.stripe.$put({ json }))).data as StripeConnectionDto,
    [],
    'Stripe connected',
  );
}
