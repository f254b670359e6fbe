import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ObjectRouterDto } from '@contracts/object-routers';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'object-routers', so one invalidation refreshes lists and details. */
export const objectKey = ['object-routers'] as const;

export const objectRoutersQuery = () =>
  queryOptions({
    queryKey: [...objectKey, 'list'],
    queryFn: async (): Promise<ObjectRouterDto[]> => (await call(api['object-routers'].$get())).data as ObjectRouterDto[],
    // A running backfill moves on the server: the cards poll while one runs.
    refetchInterval: (q) => (q.state.data?.some((r) => r.backfill.status === 'running') ? 1500 : false),
  });

/** Object routers whose name holds the search (the list is small: filtered here, not on the server). */
export const useObjectRouters = (search: string) =>
  useQuery({
    ...objectRoutersQuery(),
    select: (rows: ObjectRouterDto[]) => rows.filter((r) => r.name.toLowerCase().includes(search.trim().toLowerCase())),
  });
