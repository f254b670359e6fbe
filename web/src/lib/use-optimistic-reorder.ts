import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';

/**
 * Saves a new order of the list cached under `key`: the list moves at once, takes the server's
 * answer when it comes, and snaps back (with the error as a toast) if the server refuses.
 */
export function useOptimisticReorder<T>(key: QueryKey, save: (items: T[]) => Promise<T[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (items: T[]) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<T[]>(key);
      qc.setQueryData(key, items);
      return { previous };
    },
    onError: (e, _items, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
      toast.error(e.message);
    },
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      toast.success('Sequence updated');
    },
  });
}
