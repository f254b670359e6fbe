import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import type { MemberDto } from '@contracts/members';
import type { TeamDetailDto, TeamDto } from '@contracts/teams';
import { api, call } from '@web/lib/api';

/** Teams, a team's members and groups, and meeting types to pick from; keys of this feature's own. */
export const teamOptionsQuery = queryOptions({
  queryKey: ['matching-rules', 'options', 'teams'],
  queryFn: async (): Promise<TeamDto[]> => (await call(api.teams.$get())).data,
});

export const teamDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['matching-rules', 'options', 'team', id],
    queryFn: async (): Promise<TeamDetailDto> => (await call(api.teams[':id'].$get({ param: { id } }))).data as TeamDetailDto,
  });

export const meetingTypeOptionsQuery = queryOptions({
  queryKey: ['matching-rules', 'options', 'meeting-types'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
});

export const useTeamOptions = () => useQuery(teamOptionsQuery);
export const useTeamDetail = (id: string | null | undefined) => useQuery({ ...teamDetailQuery(id ?? ''), enabled: !!id });
export const useMeetingTypeOptions = () => useQuery(meetingTypeOptionsQuery);

export const memberOptionsQuery = queryOptions({
  queryKey: ['matching-rules', 'options', 'members'],
  queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});

export const useMemberOptions = () => useQuery(memberOptionsQuery);
