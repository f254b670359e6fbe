import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useRemoveTeamMember(teamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => (await call(api.teams[':id'].members[':userId'].$delete({ param: { id: teamId, userId } }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
