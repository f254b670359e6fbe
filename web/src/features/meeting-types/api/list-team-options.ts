import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDto } from '@contracts/teams';
import { api, call } from '@web/lib/api';

/** Teams for the availability source picker. */
export const teamOptionsQuery = queryOptions({
  queryKey: ['meeting-type-options', 'teams'],
  queryFn: async (): Promise<TeamDto[]> => (await call(api.teams.$get())).data,
});

export const useTeamOptions = () => useQuery(teamOptionsQuery);
