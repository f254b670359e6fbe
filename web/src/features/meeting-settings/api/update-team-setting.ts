import type { TeamSettingsPage } from '@contracts/team-meeting-settings';
import { call } from '@web/lib/api';
import { teamSettingQuery, teamSettingRoute, type TeamSettingDto } from './get-team-setting';
import { useCachedMutation } from '@web/lib/cache-mutation';

type Input<P extends TeamSettingsPage> = Omit<TeamSettingDto[P], 'teamId' | 'usesGlobal' | 'updatedAt'>;

/** Gives a team its own value of one setting (Admins); its meeting types' meetings use it from now on. */
export function useUpdateTeamSetting<P extends TeamSettingsPage>(page: P, teamId: string) {
  return useCachedMutation(
    teamSettingQuery(page, teamId).queryKey,
    async (json: Input<P>) =>
      (await call<{ data: TeamSettingDto[P] }>(teamSettingRoute(page).$put({ param: { teamId }, json: json as never }) as never)).data,
  );
}
