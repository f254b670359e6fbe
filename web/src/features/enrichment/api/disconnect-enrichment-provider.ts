import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrichmentProvider } from '@contracts/enrichment';
import { api, call } from '@web/lib/api';

/** Removes the provider; routing then reads enrichment from the organization's own CRM accounts. */
export function useDisconnectEnrichmentProvider(provider: EnrichmentProvider) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.enrichments[':provider'].$delete({ param: { provider } })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['enrichments', provider] }),
        client.invalidateQueries({ queryKey: ['integrations'] }),
      ]),
  });
}
