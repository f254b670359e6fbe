import type * as v from 'valibot';
import type { groupSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useCreateGroup(teamId: string) {
  return useMutationThen(
    async (json: v.InferInput<typeof groupSchema>) => (await call(api.teams[':id'].groups.$post({ param: { id: teamId }, json }))).data,
    storeTeam,
  );
}
