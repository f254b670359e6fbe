import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { availabilityToasts } from './toasts';

/**
 * Saves an availability through `put`: the cached copy at `queryKey` becomes the answer, the queries at `refresh`
 * are refetched, and the spec's toasts say whether it worked.
 */
export function useSaveAvailability(put: (json: Availability) => Promise<Availability>, queryKey: QueryKey, refresh: QueryKey[] = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: put,
    onSuccess: (data) => {
      qc.setQueryData(queryKey, data);
      for (const key of refresh) void qc.invalidateQueries({ queryKey: key });
      availabilityToasts.saved();
    },
    onError: availabilityToasts.failed,
  });
}
