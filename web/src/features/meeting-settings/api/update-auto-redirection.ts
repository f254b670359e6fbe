import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoRedirectionDto, AutoRedirectionInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { autoRedirectionQuery } from './get-auto-redirection';

/** Saves what the booking confirmation does after a booking with a redirect URL (Admins). */
export function useUpdateAutoRedirection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: AutoRedirectionInput): Promise<AutoRedirectionDto> =>
      (await call(api['meeting-settings']['auto-redirection'].$put({ json }))).data as AutoRedirectionDto,
    onSuccess: (data) => qc.setQueryData(autoRedirectionQuery.queryKey, data),
  });
}
