import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { stripeKey } from './stripe-connection';

/** Disconnects Stripe; every account's plan and MRR are cleared. */
export function useDisconnectStripe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api.billing.stripe.$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: stripeKey });
      void qc.invalidateQueries({ queryKey: ['crm'] });
      toast.success('Disconnected');
    },
  });
}
