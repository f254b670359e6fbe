import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { routersKey } from './list-routers';

/**
 * Replaces the organization's trusted origins (Admins only). The installation pages show them, and the
 * organization settings page keeps its own copy under ['organization', 'trusted-origins'].
 */
export function useSaveTrustedOrigins() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (trustedOrigins: string[]): Promise<string[]> =>
      (await call(api.organization['trusted-origins'].$put({ json: { trustedOrigins } }))).data.trustedOrigins as string[],
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...routersKey, 'installation'] });
      void qc.invalidateQueries({ queryKey: ['organization', 'trusted-origins'] });
      toast.success('Trusted origins updated');
    },
  });
}
