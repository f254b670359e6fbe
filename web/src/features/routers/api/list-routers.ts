import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouterSummaryDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'routers', so one invalidation refreshes lists, details and installation. */
export const routersKey = ['routers'] as const;

/** Inbound routers with their last-28-days figures, filtered by name on the server. */
export const routersQuery = (search: string) =>
  queryOptions({
    queryKey: [...routersKey, 'list', search],
    queryFn: async (): Promise<RouterSummaryDto[]> =>
      (await call(api.routers.$get({ query: search ? { search } : {} }))).data as RouterSummaryDto[],
  });

// The previous result stays on screen while the next search loads, so the list does not flash empty.
export const useRouters = (search: string) => useQuery({ ...routersQuery(search), placeholderData: keepPreviousData });
