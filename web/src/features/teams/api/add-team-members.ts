import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useAddTeamMembers(teamId: string) {
  return useMutationThen(
    async (userIds: string[]) => (await call(api.teams[':id'].members.$post({ param: { id: teamId }, json: { userIds } }))).data,
    storeTeam,
  );
}
