import type * as v from 'valibot';
import type { updateOrganizationSchema } from '@contracts/organization';
import { api, call } from '@web/lib/api';
import { organizationQuery } from './get-organization';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves organization details; the session carries company, logo and timezone, so it is refreshed too. */
export function useUpdateOrganization() {
  return useCachedMutation(
    organizationQuery.queryKey,
    async (json: v.InferInput<typeof updateOrganizationSchema>) => (await call(api.organization.$patch({ json }))).data,
    [['session']],
  );
}
