import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The organization's teams, for team filters and pickers on member screens. */
export const memberTeamsQuery = queryOptions({
  queryKey: ['teams', 'list'],
  queryFn: async () => (await call(api.teams.$get())).data,
});

export const useTeamOptions = () =>
  useQuery({ ...memberTeamsQuery, select: (teams) => teams.map((t) => ({ value: t.id, label: t.name })) });
