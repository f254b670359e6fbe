import type * as v from 'valibot';
import type { updateOrganizationSchema } from '@contracts/organization';
import { api, call } from '@web/lib/api';
import { onboardingOrganizationQuery } from './get-organization';
import { useCachedMutation } from '@web/lib/cache-mutation';

export function useSaveOrganization() {
  return useCachedMutation(
    onboardingOrganizationQuery.queryKey,
    async (json: v.InferInput<typeof updateOrganizationSchema>) => (await call(api.organization.$patch({ json }))).data,
    [['session']],
  );
}
