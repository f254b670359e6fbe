import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetailDto, TeamDto } from '@contracts/teams';
import { api, call } from '@web/lib/api';

export const teamOptionsQuery = queryOptions({
  queryKey: ['meetings-options', 'teams'],
  queryFn: async (): Promise<TeamDto[]> => (await call(api.teams.$get())).data,
});

export const useTeamOptions = (enabled = true) => useQuery({ ...teamOptionsQuery, enabled });

/** One team's members, to reassign a meeting to. */
export const teamMembersQuery = (id: string) =>
  queryOptions({
    queryKey: ['meetings-options', 'team', id],
    queryFn: async (): Promise<TeamDetailDto> => (await call(api.teams[':id'].$get({ param: { id } }))).data,
  });

export const useTeamMembers = (id: string) => useQuery({ ...teamMembersQuery(id), enabled: !!id });
