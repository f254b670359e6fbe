import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { stripeKey } from './stripe-connection';

/** Disconnects Stripe; every account's plan and MRR are cleared. */
export function useDisconnectStripe() {
  return useRefreshingMutation(
    async () => {
      await call(api.billing.stripe.$delete());
    },
    [stripeKey, ['crm']],
    'Disconnected',
  );
}
