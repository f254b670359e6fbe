import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchedulerDomainStateDto } from '@contracts/scheduler-domain';
import { api, call } from '@web/lib/api';

export const schedulerDomainQuery = queryOptions({
  queryKey: ['scheduler-domain'],
  queryFn: async (): Promise<SchedulerDomainStateDto> => (await call(api['scheduler-domain'].$get())).data as SchedulerDomainStateDto,
  // A pending domain moves on its own (the server polls Cloudflare each minute): the page follows it.
  refetchInterval: (q) => (q.state.data?.domain && q.state.data.domain.status !== 'verified' ? 60_000 : false),
});

export const useSchedulerDomain = () => useQuery(schedulerDomainQuery);
