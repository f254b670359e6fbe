import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListUsageDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { listsApi, listsKey } from './client';

export const listUsageQuery = (id: string) =>
  queryOptions({
    queryKey: [...listsKey, 'usage', id],
    queryFn: async (): Promise<ListUsageDto> => (await call(listsApi[':id'].usage.$get({ param: { id } }))).data as ListUsageDto,
  });

/** The rules using a list, shown in the delete confirmation. */
export const useListUsage = (id: string | null) => useQuery({ ...listUsageQuery(id ?? ''), enabled: !!id });
