import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettingsDto, UpdateSecuritySettingsInput } from '@contracts/security-settings';
import { api, call } from '@web/lib/api';
import { securitySettingsQuery } from './get-security-settings';
import { securityChangesQueryKey } from './list-security-changes';

/** Saves login methods and session limits (Admins); the change shows in the recent changes below at once. */
export function useUpdateSecuritySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: UpdateSecuritySettingsInput): Promise<SecuritySettingsDto> =>
      (await call(api['security-settings'].$put({ json }))).data as SecuritySettingsDto,
    onSuccess: (data) => {
      qc.setQueryData(securitySettingsQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: securityChangesQueryKey });
    },
  });
}
