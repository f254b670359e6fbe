import type * as v from 'valibot';
import type { updateGroupSchema } from '@contracts/teams';
import { api, call } from '@web/lib/api';
import { storeTeam } from './team-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useUpdateGroup() {
  return useMutationThen(
    async ({ id, ...json }: v.InferInput<typeof updateGroupSchema> & { id: string }) =>
      (await call(api.groups[':id'].$patch({ param: { id }, json }))).data,
    storeTeam,
  );
}
