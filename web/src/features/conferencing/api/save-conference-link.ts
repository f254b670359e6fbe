import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { invalidateTools } from './invalidate';

/** Sets the member's own conference link (validated on both sides by ConferenceLinkSchema). */
export function useSaveConferenceLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => (await call(api.profile.integrations['conference-link'].$put({ json: { url } }))).data,
    onSuccess: () => invalidateTools(client),
  });
}
