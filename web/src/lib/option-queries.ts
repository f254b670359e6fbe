import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto, MatchingRuleDto } from '@contracts/distribution';
import type { FormDto, FormSummaryDto } from '@contracts/forms';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import type { MemberDto } from '@contracts/members';
import type { TeamDetailDto, TeamDto } from '@contracts/teams';
import { api, call } from './api';

/**
 * The lists an editor picks from (forms, meeting types, rules, teams, members), each under the key of the
 * feature asking (`options`, e.g. ['relays', 'options']), so that a feature never reads another's cache.
 */
export function optionQueries(options: readonly string[]) {
  return {
    /** Native and marketing forms. */
    forms: queryOptions({
      queryKey: [...options, 'forms'],
      queryFn: async (): Promise<FormSummaryDto[]> => (await call(api.forms.$get({ query: {} }))).data as FormSummaryDto[],
    }),
    /** One form with its questions or mapping. */
    form: (id: string) =>
      queryOptions({
        queryKey: [...options, 'form', id],
        queryFn: async (): Promise<FormDto> => (await call(api.forms[':id'].$get({ param: { id } }))).data as FormDto,
      }),
    meetingTypes: queryOptions({
      queryKey: [...options, 'meeting-types'],
      queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
    }),
    matchingRules: queryOptions({
      queryKey: [...options, 'matching-rules'],
      queryFn: async (): Promise<MatchingRuleDto[]> => (await call(api['matching-rules'].$get())).data as MatchingRuleDto[],
    }),
    distributionRules: (kind: DistributionKind) =>
      queryOptions({
        queryKey: [...options, 'distribution-rules', kind],
        queryFn: async (): Promise<DistributionRuleDto[]> =>
          (await call(api['distribution-rules'].$get({ query: { kind } }))).data as DistributionRuleDto[],
      }),
    teams: queryOptions({
      queryKey: [...options, 'teams'],
      queryFn: async (): Promise<TeamDto[]> => (await call(api.teams.$get())).data as TeamDto[],
    }),
    /** A team with its members and groups. */
    team: (id: string) =>
      queryOptions({
        queryKey: [...options, 'team', id],
        queryFn: async (): Promise<TeamDetailDto> => (await call(api.teams[':id'].$get({ param: { id } }))).data as TeamDetailDto,
      }),
    /** Active members. */
    members: queryOptions({
      queryKey: [...options, 'members'],
      queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data,
    }),
  };
}

/** What a rule editor picks from (teams, a team's members and groups, meeting types, members), as queries and hooks. */
export function ruleEditorOptions(options: readonly string[]) {
  const q = optionQueries(options);
  return {
    teamOptionsQuery: q.teams,
    teamDetailQuery: q.team,
    meetingTypeOptionsQuery: q.meetingTypes,
    memberOptionsQuery: q.members,
    useTeamOptions: () => useQuery(q.teams),
    useTeamDetail: (id: string | null | undefined) => useQuery({ ...q.team(id ?? ''), enabled: !!id }),
    useMeetingTypeOptions: () => useQuery(q.meetingTypes),
    useMemberOptions: () => useQuery(q.members),
  };
}
