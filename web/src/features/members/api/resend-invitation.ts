import { api, call } from '@web/lib/api';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useResendInvitation() {
  return useMutationThen(
    (id: string) => call(api.invitations[':id'].resend.$post({ param: { id } })),
    (qc) => qc.invalidateQueries({ queryKey: ['invitations'] }),
  );
}
