import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrichmentProvider } from '@contracts/enrichment';
import { api, call } from '@web/lib/api';

export const enrichmentProviderKey = (provider: EnrichmentProvider) => ['enrichments', provider] as const;

/** One enrichment provider with its connection (never its key). */
export const enrichmentProviderQuery = (provider: EnrichmentProvider) =>
  queryOptions({
    queryKey: enrichmentProviderKey(provider),
    queryFn: async () => (await call(api.enrichments[':provider'].$get({ param: { provider } }))).data,
  });

export const useEnrichmentProvider = (provider: EnrichmentProvider) => useQuery(enrichmentProviderQuery(provider));
