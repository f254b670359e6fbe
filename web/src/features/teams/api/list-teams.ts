import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const teamsQuery = queryOptions({
  queryKey: ['teams', 'list'],
  queryFn: async () => (await call(api.teams.$get())).data,
});

export const useTeams = () => useQuery(teamsQuery);
