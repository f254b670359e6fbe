import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: ['teams', 'detail', id],
    queryFn: async () => (await call(api.teams[':id'].$get({ param: { id } }))).data,
  });

export const useTeam = (id: string) => useQuery(teamQuery(id));
