import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { call } from './api';

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

/** A record's DELETE endpoint on the typed client (`api.relays[':id']`). */
type DeleteById = { $delete(args: { param: { id: string } }): Parameters<typeof call>[0] };

/** `useDeleteMutation` of a record deleted through its endpoint on the typed client. */
export const useDeleteById = (endpoint: DeleteById, done: string, keys: Keys) =>
  useDeleteMutation((id) => call(endpoint.$delete({ param: { id } })), done, keys);
