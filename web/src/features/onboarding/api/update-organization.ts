import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateOrganizationSchema } from '@contracts/organization';
import { api, call } from '@web/lib/api';
import { onboardingOrganizationQuery } from './get-organization';

export function useSaveOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateOrganizationSchema>) => (await call(api.organization.$patch({ json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(onboardingOrganizationQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
