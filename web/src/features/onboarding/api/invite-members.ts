import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { inviteSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';

export function useInviteTeammates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof inviteSchema>) => (await call(api.invitations.$post({ json }))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
