import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { objectKey } from './list-object-routers';

/** Starts routing the existing records that match the trigger; the list then polls its progress. */
export function useStartBackfill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api['object-routers'][':id'].backfill.$post({ param: { id } }))).data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: objectKey });
      toast.success('Backfill started');
    },
  });
}
