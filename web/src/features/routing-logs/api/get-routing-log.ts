import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutingLogDetailViewDto } from '@contracts/routing-logs';
import { api, call } from '@web/lib/api';
import { routingLogsKey } from './list-routing-logs';

export const routingLogQuery = (id: string) =>
  queryOptions({
    queryKey: [...routingLogsKey, 'detail', id],
    queryFn: async (): Promise<RoutingLogDetailViewDto> =>
      (await call(api['routing-logs'][':id'].$get({ param: { id } }))).data as RoutingLogDetailViewDto,
    // A pending session moves on (booked, redistributed) while someone watches it.
    staleTime: 0,
  });

export const useRoutingLog = (id: string) => useQuery(routingLogQuery(id));
