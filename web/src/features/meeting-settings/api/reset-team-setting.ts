import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSettingsPage } from '@contracts/team-meeting-settings';
import { call } from '@web/lib/api';
import { teamSettingQuery, teamSettingRoute, type TeamSettingDto } from './get-team-setting';

/** Returns a team to the global value of one setting (Admins). */
export function useResetTeamSetting<P extends TeamSettingsPage>(page: P, teamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call<{ data: TeamSettingDto[P] }>(teamSettingRoute(page).$delete({ param: { teamId } }) as never)).data,
    onSuccess: (data) => qc.setQueryData(teamSettingQuery(page, teamId).queryKey, data),
  });
}
