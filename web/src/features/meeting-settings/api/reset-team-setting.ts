import type { TeamSettingsPage } from '@contracts/team-meeting-settings';
import { call } from '@web/lib/api';
import { teamSettingQuery, teamSettingRoute, type TeamSettingDto } from './get-team-setting';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Returns a team to the global value of one setting (Admins). */
export function useResetTeamSetting<P extends TeamSettingsPage>(page: P, teamId: string) {
  return useCachedMutation(
    teamSettingQuery(page, teamId).queryKey,
    async () => (await call<{ data: TeamSettingDto[P] }>(teamSettingRoute(page).$delete({ param: { teamId } }) as never)).data,
  );
}
