import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The member's own conference link, set from onboarding. */
export function useSaveOnboardingConferenceLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => (await call(api.profile.integrations['conference-link'].$put({ json: { url } }))).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['profile', 'integrations'] }),
  });
}
