import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import type { SchedulerDomainStateDto, saveSchedulerDomainSchema } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Adds the scheduler domain: the server creates its custom hostname at Cloudflare and answers the records to add. */
export function useSaveSchedulerDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof saveSchedulerDomainSchema>) =>
      (await call(api['scheduler-domain'].$put({ json }))).data as SchedulerDomainStateDto,
    onSuccess: (data) => {
      qc.setQueryData(schedulerDomainQuery.queryKey, data);
      toast.success('Domain added. Add the DNS records below.');
    },
  });
}
