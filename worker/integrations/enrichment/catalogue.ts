import { ENRICHMENT_PROVIDER_INFO, type EnrichmentCapability, type EnrichmentProvider } from '../../contracts/enrichment';
import { ENRICHMENT_VENDOR_LIST, type VendorInfo } from '../../contracts/vendors';
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

export type EnrichmentVendor = VendorInfo & {
  id: EnrichmentProvider;
  capabilities: readonly EnrichmentCapability[];
  create(t: EnrichmentTransport, credentials: EnrichmentCredentials): EnrichmentAdapter;
};

const entry = (id: EnrichmentProvider, create: EnrichmentVendor['create']): EnrichmentVendor => ({
  ...ENRICHMENT_VENDOR_LIST.find((v) => v.id === id)!,
  capabilities: ENRICHMENT_PROVIDER_INFO[id].capabilities,
  create,
});
const key = (c: EnrichmentCredentials) => c.apiKey ?? '';

/**
 * Every enrichment provider with what builds its client. A new provider is an entry in
 * contracts/vendors.ts (and its page text in contracts/enrichment.ts), its client in this folder and one entry here.
 */
export const ENRICHMENT_VENDORS: Record<EnrichmentProvider, EnrichmentVendor> = {
  apollo: entry('apollo', (t, c) => new ApolloEnrichment(t, key(c))),
  clearbit: entry('clearbit', (t, c) => new ClearbitEnrichment(t, key(c))),
  crust_data: entry('crust_data', (t, c) => new CrustdataEnrichment(t, key(c))),
  zerobounce: entry('zerobounce', (t, c) => new ZeroBounceEnrichment(t, key(c))),
  zoominfo: entry('zoominfo', (t, c) => new ZoomInfoEnrichment(t, c.username ?? '', c.password ?? '')),
  ocean: entry('ocean', (t, c) => new OceanEnrichment(t, key(c))),
};

/** The client for a connected provider. */
export function createEnrichmentAdapter(
  provider: EnrichmentProvider,
  credentials: EnrichmentCredentials,
  t: EnrichmentTransport,
): EnrichmentAdapter {
  return ENRICHMENT_VENDORS[provider].create(t, credentials);
}
