import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export function useRevokeInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.invitations[':id'].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
