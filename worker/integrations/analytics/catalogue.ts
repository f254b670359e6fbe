import { ANALYTICS_VENDOR_LIST, type AnalyticsVendorId, type VendorInfo } from '../../contracts/vendors';
import type { AnalyticsClient } from './adapter';
import { mixpanelClient } from './mixpanel';
import { exportMixpanelEvents } from './mixpanel-export';
import { segmentClient } from './segment';

export type AnalyticsVendor = VendorInfo & {
  id: AnalyticsVendorId;
  create(env: { VENDOR_BASE_URL?: string }, fetcher?: typeof fetch): AnalyticsClient;
  /** Where the vendor also hands product usage back: its raw event export (Mixpanel onboarding pulls 14 days). */
  exportEvents?: typeof exportMixpanelEvents;
};

const info = (id: AnalyticsVendorId) => ANALYTICS_VENDOR_LIST.find((v) => v.id === id)!;

/**
 * Every analytics destination with what builds its client (one AnalyticsClient each). A new vendor is
 * an entry in contracts/vendors.ts, its client in this folder and one entry here.
 */
export const ANALYTICS_VENDORS: Record<AnalyticsVendorId, AnalyticsVendor> = {
  segment: { ...info('segment'), create: segmentClient },
  mixpanel: { ...info('mixpanel'), create: mixpanelClient, exportEvents: exportMixpanelEvents },
};

/** The client of an analytics destination; throws for a provider that is none. */
export function analyticsClientFor(provider: string, env: { VENDOR_BASE_URL?: string }): AnalyticsClient {
  if (!Object.hasOwn(ANALYTICS_VENDORS, provider)) throw new Error(`Not an analytics provider: ${provider}`);
  return ANALYTICS_VENDORS[provider as AnalyticsVendorId].create(env);
}
