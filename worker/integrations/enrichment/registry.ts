import type { EnrichmentProvider } from '../../contracts/enrichment';
import type { EnrichmentAdapter } from './adapter';
import { ApolloEnrichment } from './apollo';
import { ClearbitEnrichment } from './clearbit';
import { CrustdataEnrichment } from './crustdata';
import type { EnrichmentTransport } from './http';
import { OceanEnrichment } from './ocean';
import { ZeroBounceEnrichment } from './zerobounce';
import { ZoomInfoEnrichment } from './zoominfo';

/** A provider's credentials as sealed in its integration row: an API key, or ZoomInfo's username and password. */
export type EnrichmentCredentials = { apiKey?: string; username?: string; password?: string };

/** The client for a connected provider. */
export function createEnrichmentAdapter(provider: EnrichmentProvider, credentials: EnrichmentCredentials, t: EnrichmentTransport): EnrichmentAdapter {
  const key = credentials.apiKey ?? '';
  switch (provider) {
    case 'apollo':
      return new ApolloEnrichment(t, key);
    case 'clearbit':
      return new ClearbitEnrichment(t, key);
    case 'crust_data':
      return new CrustdataEnrichment(t, key);
    case 'zerobounce':
      return new ZeroBounceEnrichment(t, key);
    case 'zoominfo':
      return new ZoomInfoEnrichment(t, credentials.username ?? '', credentials.password ?? '');
    case 'ocean':
      return new OceanEnrichment(t, key);
  }
}
