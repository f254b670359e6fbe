import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { routersKey } from './list-routers';

/**
 * Replaces the organization's trusted origins (Admins only). The installation pages show them, and the
 * organization settings page keeps its own copy under ['organization', 'trusted-origins'].
 */
export function useSaveTrustedOrigins() {
  return useRefreshingMutation(
    async (trustedOrigins: string[]): Promise<string[]> =>
      (await call(api.organization['trusted-origins'].$put({ json: { trustedOrigins } }))).data.trustedOrigins as string[],
    [
      [...routersKey, 'installation'],
      ['organization', 'trusted-origins'],
    ],
    'Trusted origins updated',
  );
}
