import type { SignOutEverywhereDto } from '@contracts/security-settings';
import { api, call } from '@web/lib/api';
import { securityChangesQueryKey } from './list-security-changes';
import { useMutationThen } from '@web/lib/cache-mutation';

/** Ends every member's session but the caller's own (Admins). */
export function useSignOutEverywhere() {
  return useMutationThen(
    async (): Promise<SignOutEverywhereDto> =>
      (await call(api['security-settings']['sign-out-everywhere'].$post())).data as SignOutEverywhereDto,
    (qc) => void qc.invalidateQueries({ queryKey: securityChangesQueryKey }),
  );
}
