import { api, call } from '@web/lib/api';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useRevokeInvitation() {
  return useMutationThen(
    (id: string) => call(api.invitations[':id'].$delete({ param: { id } })),
    (qc) => qc.invalidateQueries({ queryKey: ['invitations'] }),
  );
}
