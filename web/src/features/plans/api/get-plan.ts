import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const planQuery = queryOptions({
  queryKey: ['organization', 'plan'],
  queryFn: async () => (await call(api.organization.plan.$get())).data,
});

export const usePlan = () => useQuery(planQuery);
