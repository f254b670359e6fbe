import type * as v from 'valibot';
import type { inviteSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useInviteTeammates() {
  return useMutationThen(
    async (json: v.InferInput<typeof inviteSchema>) => (await call(api.invitations.$post({ json }))).data,
    (qc) => qc.invalidateQueries({ queryKey: ['invitations'] }),
  );
}
