import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useAddTeamMembers(teamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) =>
      (await call(api.teams[':id'].members.$post({ param: { id: teamId }, json: { userIds } }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
