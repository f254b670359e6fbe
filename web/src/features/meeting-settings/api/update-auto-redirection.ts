import type { AutoRedirectionDto, AutoRedirectionInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { autoRedirectionQuery } from './get-auto-redirection';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** Saves what the booking confirmation does after a booking with a redirect URL (Admins). */
export function useUpdateAutoRedirection() {
  return useCachedMutation(
    autoRedirectionQuery.queryKey,
    async (json: AutoRedirectionInput): Promise<AutoRedirectionDto> =>
      (await call(api['meeting-settings']['auto-redirection'].$put({ json }))).data as AutoRedirectionDto,
  );
}
