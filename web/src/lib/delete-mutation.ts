import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';

type Keys = { detail?: (id: string) => QueryKey; lists: QueryKey[]; failed?: string };

/**
 * The mutation behind a record's Delete: `remove(id)`, then the record's own query is dropped (`detail`), the
 * `lists` refresh and `done` is toasted; a failure toasts its message, or `failed` where the page words it itself.
 */
export function useDeleteMutation(remove: (id: string) => Promise<unknown>, done: string, keys: Keys) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await remove(id);
      return id;
    },
    onSuccess: (id) => {
      if (keys.detail) qc.removeQueries({ queryKey: keys.detail(id) });
      for (const queryKey of keys.lists) void qc.invalidateQueries({ queryKey });
      toast.success(done);
    },
    onError: (e) => toast.error(keys.failed ?? e.message),
  });
}
