import type * as v from 'valibot';
import type { createTeamSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useCreateTeam() {
  return useMutationThen(async (json: v.InferInput<typeof createTeamSchema>) => (await call(api.teams.$post({ json }))).data, storeTeam);
}
