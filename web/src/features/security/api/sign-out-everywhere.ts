import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOutEverywhereDto } from '@contracts/security-settings';
import { api, call } from '@web/lib/api';
import { securityChangesQueryKey } from './list-security-changes';

/** Ends every member's session but the caller's own (Admins). */
export function useSignOutEverywhere() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<SignOutEverywhereDto> =>
      (await call(api['security-settings']['sign-out-everywhere'].$post())).data as SignOutEverywhereDto,
    onSuccess: () => void qc.invalidateQueries({ queryKey: securityChangesQueryKey }),
  });
}
