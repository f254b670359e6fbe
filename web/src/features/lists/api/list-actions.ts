import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ListDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { listsApi, listsKey } from './client';
import { listQuery } from './get-list';
import { plural } from '@web/lib/plural';

/** A write on one list that answers the list: the cached copy becomes it, the lists refresh, and a toast says what happened. */
function useListAction(action: (id: string) => Promise<ListDto>, done: (list: ListDto) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (data) => {
      qc.setQueryData(listQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: listsKey });
      toast.success(done(data));
    },
    onError: (e) => toast.error(e.message),
  });
}

export const useDuplicateList = () =>
  useListAction(
    async (id) => (await call(listsApi[':id'].duplicate.$post({ param: { id } }))).data as ListDto,
    () => 'List duplicated',
  );

/** Re-reads a CRM-field list's values from the CRM records. */
export const useRefreshList = () =>
  useListAction(
    async (id) => (await call(listsApi[':id'].refresh.$post({ param: { id } }))).data as ListDto,
    (data) => `List refreshed: ${plural(data.valueCount, 'value')}`,
  );

export const useDeleteList = () =>
  useDeleteMutation((id) => call(listsApi[':id'].$delete({ param: { id } })), 'List deleted', {
    detail: (id) => listQuery(id).queryKey,
    lists: [listsKey],
    failed: 'Failed to delete the list',
  });
