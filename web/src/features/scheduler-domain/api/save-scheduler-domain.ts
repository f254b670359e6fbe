import type * as v from 'valibot';
import type { SchedulerDomainStateDto, saveSchedulerDomainSchema } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Adds the scheduler domain: the server creates its custom hostname at Cloudflare and answers the records to add. */
export function useSaveSchedulerDomain() {
  return useCachedMutation(
    schedulerDomainQuery.queryKey,
    async (json: v.InferInput<typeof saveSchedulerDomainSchema>) =>
      (await call(api['scheduler-domain'].$put({ json }))).data as SchedulerDomainStateDto,
    [],
    'Domain added. Add the DNS records below.',
  );
}
