import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDashboardDto } from '@contracts/dashboard';
import { api, call } from '@web/lib/api';

export const myDashboardQuery = queryOptions({
  queryKey: ['dashboard', 'mine'],
  queryFn: async (): Promise<MyDashboardDto> => (await call(api.dashboard.mine.$get())).data,
  staleTime: 0,
});

export const useMyDashboard = () => useQuery(myDashboardQuery);
