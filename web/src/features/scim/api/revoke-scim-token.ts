import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { scimTokenQuery } from './get-scim-token';

/** Revokes the token: the identity provider's next call is refused. */
export function useRevokeScimToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api.security.scim.$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: scimTokenQuery.queryKey });
      toast.success('SCIM token revoked');
    },
  });
}
