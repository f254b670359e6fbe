import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RoutingFunnelDto } from '@contracts/routing-funnel';
import { api, call } from '@web/lib/api';

export type FunnelRange = 'last_7_days' | 'last_28_days' | 'quarter';

// Shared by the inbound and object router pages (web features do not import each other).

/** A router's funnel over a range (Admins and Managers): rules reached and matched, pods, reps and bookings. */
export const useRouterFunnel = (routerId: string, range: FunnelRange) =>
  useQuery({
    queryKey: ['routers', 'funnel', routerId, range],
    queryFn: async (): Promise<RoutingFunnelDto> =>
      (await call(api.reports['routing-funnel'].$get({ query: { routerId, range } as never }))).data as RoutingFunnelDto,
    placeholderData: keepPreviousData,
  });
