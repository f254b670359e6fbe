import type { SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Where the domain's root URL sends visitors; empty goes back to the default. */
export function useUpdateRootRedirect() {
  return useCachedMutation(
    schedulerDomainQuery.queryKey,
    async (rootRedirectUrl: string) =>
      (await call(api['scheduler-domain'].$patch({ json: { rootRedirectUrl } }))).data as SchedulerDomainStateDto,
    [],
    'Root URL redirect saved',
  );
}
