import type { SecuritySettingsDto, UpdateSecuritySettingsInput } from '@contracts/security-settings';
import { api, call } from '@web/lib/api';
import { securitySettingsQuery } from './get-security-settings';
import { securityChangesQueryKey } from './list-security-changes';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves login methods and session limits (Admins); the change shows in the recent changes below at once. */
export function useUpdateSecuritySettings() {
  return useCachedMutation(
    securitySettingsQuery.queryKey,
    async (json: UpdateSecuritySettingsInput): Promise<SecuritySettingsDto> =>
      (await call(api['security-settings'].$put({ json }))).data as SecuritySettingsDto,
    [securityChangesQueryKey],
  );
}
