import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateTeamSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useUpdateTeam(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateTeamSchema>) => (await call(api.teams[':id'].$patch({ param: { id }, json }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
