import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ListDto, ListFormValues } from '@contracts/lists';
import { call } from '@web/lib/api';
import { listsApi, listsKey } from './client';
import { listQuery } from './get-list';

/** Creates a list, or replaces one when an id is given. */
export function useSaveList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id?: string; json: ListFormValues }): Promise<ListDto> =>
      (id ? await call(listsApi[':id'].$put({ param: { id }, json })) : await call(listsApi.$post({ json }))).data as ListDto,
    onSuccess: (data, { id }) => {
      qc.setQueryData(listQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: listsKey });
      toast.success(id ? 'List updated' : 'List created');
    },
  });
}
