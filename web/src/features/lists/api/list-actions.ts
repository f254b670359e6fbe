import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ListDto } from '@contracts/lists';
import { call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { listsApi, listsKey } from './client';
import { listQuery } from './get-list';
import { plural } from '@web/lib/plural';

export function useDuplicateList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ListDto> => (await call(listsApi[':id'].duplicate.$post({ param: { id } }))).data as ListDto,
    onSuccess: (data) => {
      qc.setQueryData(listQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: listsKey });
      toast.success('List duplicated');
    },
    onError: (e) => toast.error(e.message),
  });
}

/** Re-reads a CRM-field list's values from the CRM records. */
export function useRefreshList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ListDto> => (await call(listsApi[':id'].refresh.$post({ param: { id } }))).data as ListDto,
    onSuccess: (data) => {
      qc.setQueryData(listQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: listsKey });
      toast.success(`List refreshed: ${plural(data.valueCount, 'value')}`);
    },
    onError: (e) => toast.error(e.message),
  });
}

export const useDeleteList = () =>
  useDeleteMutation((id) => call(listsApi[':id'].$delete({ param: { id } })), 'List deleted', {
    detail: (id) => listQuery(id).queryKey,
    lists: [listsKey],
    failed: 'Failed to delete the list',
  });
