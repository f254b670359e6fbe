import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ScimTokenCreatedDto } from '@contracts/scim';
import { api, call } from '@web/lib/api';
import { scimTokenQuery } from './get-scim-token';

/** Generates the token, or rotates it (the old one stops working); the answer is the only time it is shown. */
export function useGenerateScimToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ScimTokenCreatedDto> => (await call(api.security.scim.$post())).data as ScimTokenCreatedDto,
    onSuccess: ({ token: _token, ...status }) => {
      qc.setQueryData(scimTokenQuery.queryKey, status);
      toast.success('SCIM token generated');
    },
  });
}
