import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Removes the domain (and its custom hostname); links go back to the app's own address. */
export function useRemoveSchedulerDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api['scheduler-domain'].$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: schedulerDomainQuery.queryKey });
      toast.success('Domain removed');
    },
  });
}
