import type { SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { schedulerDomainQuery } from './get-scheduler-domain';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** "Check now": the server asks Cloudflare for the hostname's state at once instead of waiting for its poll. */
export function useCheckSchedulerDomain() {
  return useCachedMutation(
    schedulerDomainQuery.queryKey,
    async () => (await call(api['scheduler-domain'].check.$post())).data as SchedulerDomainStateDto,
  );
}
