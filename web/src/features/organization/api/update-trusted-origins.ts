import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { trustedOriginsQuery } from './get-trusted-origins';

/** Replaces the whole list (Admins only); router installation pages read it too, so theirs is refreshed. */
export function useUpdateTrustedOrigins() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (trustedOrigins: string[]): Promise<string[]> =>
      (await call(api.organization['trusted-origins'].$put({ json: { trustedOrigins } }))).data.trustedOrigins as string[],
    onSuccess: (data) => {
      qc.setQueryData(trustedOriginsQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['routers', 'installation'] });
      toast.success('Trusted origins updated');
    },
  });
}
