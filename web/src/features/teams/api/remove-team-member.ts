import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useRemoveTeamMember(teamId: string) {
  return useMutationThen(
    async (userId: string) => (await call(api.teams[':id'].members[':userId'].$delete({ param: { id: teamId, userId } }))).data,
    storeTeam,
  );
}
