import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@contracts/common';
import { api, call } from '@web/lib/api';

/**
 * Marks the user onboarded (and, for an Admin, the organization), then waits for the fresh session so
 * the home redirect doesn't send them straight back here.
 */
export function useCompleteOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role) => {
      await call(api.profile.$patch({ json: { onboarded: true } }));
      if (role === 'super_admin') await call(api.organization.$patch({ json: { onboarded: true } }));
    },
    onSuccess: async () => {
      await qc.refetchQueries({ queryKey: ['session'] });
      void qc.invalidateQueries({ queryKey: ['organization'] });
      void qc.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
