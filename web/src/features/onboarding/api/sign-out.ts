import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Lets someone leave onboarding without finishing it. */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.auth.logout.$post()),
    onSettled: () => {
      qc.clear();
      qc.setQueryData(['session'], null);
    },
  });
}
