import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';

export const memberAvailabilityQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['availability', 'member', memberId],
    queryFn: async (): Promise<Availability> => (await call(api.members[':id'].availability.$get({ param: { id: memberId } }))).data,
  });

export const useMemberAvailability = (memberId: string) => useQuery(memberAvailabilityQuery(memberId));
