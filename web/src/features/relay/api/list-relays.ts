import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RelaySummaryDto } from '@contracts/relay';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'relays', so one invalidation refreshes lists and details. */
export const relaysKey = ['relays'] as const;

export const relaysQuery = (search: string) =>
  queryOptions({
    queryKey: [...relaysKey, 'list', search],
    queryFn: async (): Promise<RelaySummaryDto[]> =>
      (await call(api.relays.$get({ query: search ? { search } : {} }))).data as RelaySummaryDto[],
  });

export const useRelays = (search = '') => useQuery({ ...relaysQuery(search), placeholderData: keepPreviousData });
