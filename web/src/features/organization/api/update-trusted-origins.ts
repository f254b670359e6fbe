import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { trustedOriginsQuery } from './get-trusted-origins';

/** Replaces the whole list (Admins only); router installation pages read it too, so theirs is refreshed. */
export function useUpdateTrustedOrigins() {
  return useCachedMutation(
    trustedOriginsQuery.queryKey,
    async (trustedOrigins: string[]): Promise<string[]> =>
      (await call(api.organization['trusted-origins'].$put({ json: { trustedOrigins } }))).data.trustedOrigins as string[],
    [['routers', 'installation']],
    'Trusted origins updated',
  );
}
