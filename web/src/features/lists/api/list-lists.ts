import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSummaryDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { listsApi, listsKey } from './client';

export const listsQuery = queryOptions({
  queryKey: [...listsKey, 'list'],
  queryFn: async (): Promise<ListSummaryDto[]> => (await call(listsApi.$get())).data as ListSummaryDto[],
});

export const useLists = () => useQuery(listsQuery);
