import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeConnectionDto } from '@contracts/billing';
import { api, call } from '@web/lib/api';

export const stripeKey = ['billing', 'stripe'] as const;

export const stripeConnectionQuery = queryOptions({
  queryKey: stripeKey,
  queryFn: async (): Promise<StripeConnectionDto> => (await call(api.billing.stripe.$get())).data as StripeConnectionDto,
});

/** The Stripe connection; polled while a sync runs, so the page shows when it ends. */
export const useStripeConnection = () =>
  useQuery({ ...stripeConnectionQuery, refetchInterval: (q) => (q.state.data?.syncing ? 2000 : false) });
