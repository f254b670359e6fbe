import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { listsApi, listsKey } from './client';

export const listQuery = (id: string) =>
  queryOptions({
    queryKey: [...listsKey, 'detail', id],
    queryFn: async (): Promise<ListDto> => (await call(listsApi[':id'].$get({ param: { id } }))).data as ListDto,
  });

/** One list with all its values (the list page only has counts and a preview). */
export const useList = (id: string | null) => useQuery({ ...listQuery(id ?? ''), enabled: !!id });
