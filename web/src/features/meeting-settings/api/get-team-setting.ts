import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAutoRedirectionDto, TeamFormInvitesDto, TeamMeetingWindowDto, TeamSettingsPage } from '@contracts/team-meeting-settings';
import { api, call } from '@web/lib/api';

/** What each Team settings tab loads for a team. */
export type TeamSettingDto = {
  'form-invites': TeamFormInvitesDto;
  'auto-redirection': TeamAutoRedirectionDto;
  'meeting-window': TeamMeetingWindowDto;
};

export const teamSettingRoute = (page: TeamSettingsPage) => api['meeting-settings'].teams[':teamId'][page];

export const teamSettingQuery = <P extends TeamSettingsPage>(page: P, teamId: string) =>
  queryOptions({
    queryKey: ['meeting-settings', page, 'team', teamId],
    queryFn: async () => (await call<{ data: TeamSettingDto[P] }>(teamSettingRoute(page).$get({ param: { teamId } }) as never)).data,
  });

/** A team's own value of one setting, or the global one it uses (`usesGlobal`). */
export const useTeamSetting = <P extends TeamSettingsPage>(page: P, teamId: string) => useQuery(teamSettingQuery(page, teamId));
