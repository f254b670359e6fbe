import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { schedulerDomainQuery } from './get-scheduler-domain';

/** Removes the domain (and its custom hostname); links go back to the app's own address. */
export function useRemoveSchedulerDomain() {
  return useRefreshingMutation(
    async () => {
      await call(api['scheduler-domain'].$delete());
    },
    [schedulerDomainQuery.queryKey],
    'Domain removed',
  );
}
