import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** "Check now": the server asks Cloudflare for the hostname's state at once instead of waiting for its poll. */
export function useCheckSchedulerDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api['scheduler-domain'].check.$post())).data as SchedulerDomainStateDto,
    onSuccess: (data) => qc.setQueryData(schedulerDomainQuery.queryKey, data),
  });
}
