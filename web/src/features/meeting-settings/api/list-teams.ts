import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The organization's teams for the Team settings picker (the list the Teams page reads, same cache key). */
export const teamsQuery = queryOptions({
  queryKey: ['teams', 'list'],
  queryFn: async () => (await call(api.teams.$get())).data,
});

export const useTeams = () => useQuery(teamsQuery);
