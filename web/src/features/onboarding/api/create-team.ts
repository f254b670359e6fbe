import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { createTeamSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';

export function useCreateFirstTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof createTeamSchema>) => (await call(api.teams.$post({ json }))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['teams'] }),
  });
}
