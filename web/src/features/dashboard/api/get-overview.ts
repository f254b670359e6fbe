import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewDashboardDto } from '@contracts/dashboard';
import { api, call } from '@web/lib/api';

export const overviewQuery = queryOptions({
  queryKey: ['dashboard', 'overview'],
  queryFn: async (): Promise<OverviewDashboardDto> => (await call(api.dashboard.overview.$get())).data,
  // Today's meetings and the funnel move as prospects arrive: read fresh on each visit.
  staleTime: 0,
});

export const useOverview = () => useQuery(overviewQuery);
