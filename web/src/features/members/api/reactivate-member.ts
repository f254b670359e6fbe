import type * as v from 'valibot';
import type { reactivateSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';

export function useReactivateMember() {
  return useRefreshingMutation(
    async ({ id, ...json }: v.InferInput<typeof reactivateSchema> & { id: string }) =>
      (await call(api.members[':id'].reactivate.$post({ param: { id }, json }))).data,
    [['members'], ['teams']],
  );
}
