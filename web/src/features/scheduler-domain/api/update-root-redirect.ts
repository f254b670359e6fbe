import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Where the domain's root URL sends visitors; empty goes back to the default. */
export function useUpdateRootRedirect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (rootRedirectUrl: string) =>
      (await call(api['scheduler-domain'].$patch({ json: { rootRedirectUrl } }))).data as SchedulerDomainStateDto,
    onSuccess: (data) => {
      qc.setQueryData(schedulerDomainQuery.queryKey, data);
      toast.success('Root URL redirect saved');
    },
  });
}
