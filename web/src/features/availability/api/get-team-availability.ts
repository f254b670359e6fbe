import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';

export const teamAvailabilityQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['availability', 'team', teamId],
    queryFn: async (): Promise<Availability> => (await call(api.teams[':id'].availability.$get({ param: { id: teamId } }))).data,
  });

export const useTeamAvailability = (teamId: string) => useQuery(teamAvailabilityQuery(teamId));
