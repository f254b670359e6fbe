import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateGroupSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';

export function useUpdateGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...json }: v.InferInput<typeof updateGroupSchema> & { id: string }) =>
      (await call(api.groups[':id'].$patch({ param: { id }, json }))).data,
    onSuccess: (team) => storeTeam(qc, team),
  });
}
