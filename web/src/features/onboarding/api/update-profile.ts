import type * as v from 'valibot';
import type { updateProfileSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { onboardingProfileQuery } from './get-profile';
import { useCachedMutation } from '@web/lib/cache-mutation';

export function useSaveProfile() {
  return useCachedMutation(
    onboardingProfileQuery.queryKey,
    async (json: v.InferInput<typeof updateProfileSchema>) => (await call(api.profile.$patch({ json }))).data,
    [['members']],
  );
}
