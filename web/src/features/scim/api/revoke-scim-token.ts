import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { scimTokenQuery } from './get-scim-token';

/** Revokes the token: the identity provider's next call is refused. */
export function useRevokeScimToken() {
  return useRefreshingMutation(
    async () => {
      await call(api.security.scim.$delete());
    },
    [scimTokenQuery.queryKey],
    'SCIM token revoked',
  );
}
