import type * as v from 'valibot';
import type { updateTeamSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useUpdateTeam(id: string) {
  return useMutationThen(
    async (json: v.InferInput<typeof updateTeamSchema>) => (await call(api.teams[':id'].$patch({ param: { id }, json }))).data,
    storeTeam,
  );
}
