import type { ListDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { useCachedAction } from '@web/lib/cache-mutation';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { listsApi, listsKey } from './client';
import { listQuery } from './get-list';
import { plural } from '@web/lib/plural';

export const useDuplicateList = () =>
  useCachedAction(
    (data) => listQuery(data.id).queryKey,
    async (id: string) => (await call(listsApi[':id'].duplicate.$post({ param: { id } }))).data as ListDto,
    [listsKey],
    'List duplicated',
  );

/** Re-reads a CRM-field list's values from the CRM records. */
export const useRefreshList = () =>
  useCachedAction(
    (data) => listQuery(data.id).queryKey,
    async (id: string) => (await call(listsApi[':id'].refresh.$post({ param: { id } }))).data as ListDto,
    [listsKey],
    (data) => `List refreshed: ${plural(data.valueCount, 'value')}`,
  );

export const useDeleteList = () =>
  useDeleteMutation((id) => call(listsApi[':id'].$delete({ param: { id } })), 'List deleted', {
    detail: (id) => listQuery(id).queryKey,
    lists: [listsKey],
    failed: 'Failed to delete the list',
  });
