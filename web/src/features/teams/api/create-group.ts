import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { groupSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useCreateGroup(teamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof groupSchema>) =>
      (await call(api.teams[':id'].groups.$post({ param: { id: teamId }, json }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
