import type * as v from 'valibot';
import type { createTeamSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useCreateFirstTeam() {
  return useMutationThen(
    async (json: v.InferInput<typeof createTeamSchema>) => (await call(api.teams.$post({ json }))).data,
    (qc) => qc.invalidateQueries({ queryKey: ['teams'] }),
  );
}
