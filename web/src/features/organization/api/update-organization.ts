import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { updateOrganizationSchema } from '@contracts/organization';
import { api, call } from '@web/lib/api';
import { organizationQuery } from './get-organization';

/** Saves organization details; the session carries company, logo and timezone, so it is refreshed too. */
export function useUpdateOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: v.InferInput<typeof updateOrganizationSchema>) => (await call(api.organization.$patch({ json }))).data,
    onSuccess: (data) => {
      qc.setQueryData(organizationQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
