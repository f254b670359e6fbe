import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { invalidateTools } from './invalidate';

/** Connects Daily with an API key; the server checks it against Daily before storing it sealed. */
export function useConnectDaily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (apiKey: string) => (await call(api.profile.integrations.daily.$put({ json: { apiKey } }))).data,
    onSuccess: () => invalidateTools(client),
  });
}
