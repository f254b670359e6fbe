import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrichmentConnectInput, EnrichmentProvider } from '@contracts/enrichment';
import { api, call } from '@web/lib/api';

/** Connects or re-keys a provider; the server tries the key against the provider before sealing it. */
export function useConnectEnrichmentProvider(provider: EnrichmentProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: EnrichmentConnectInput) =>
      (await call(api.enrichments[':provider'].$put({ param: { provider }, json: input }))).data,
    onSuccess: (data) => {
      client.setQueryData(['enrichments', provider], data);
      return client.invalidateQueries({ queryKey: ['integrations'] });
    },
  });
}
