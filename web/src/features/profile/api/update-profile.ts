import type * as v from 'valibot';
import type { updateProfileSchema } from '@contracts/members';
import { api, call } from '@web/lib/api';
import { profileQuery } from './get-profile';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves the caller's own profile; the session and member lists show the name and zone, so they refresh. */
export function useUpdateProfile() {
  return useCachedMutation(
    profileQuery.queryKey,
    async (json: v.InferInput<typeof updateProfileSchema>) => (await call(api.profile.$patch({ json }))).data,
    [['session'], ['members'], ['teams']],
  );
}
