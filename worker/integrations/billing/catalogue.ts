import { BILLING_VENDOR_LIST, type BillingVendorId, type VendorInfo } from '../../contracts/vendors';
import type { BillingClient } from './adapter';
import { stripeClient } from './stripe';

type Env = { VENDOR_BASE_URL?: string; APP_ENV?: string; REAL_VENDORS?: string };

export type BillingVendor = VendorInfo & { id: BillingVendorId; create(env: Env, fetcher?: typeof fetch): BillingClient };

const info = (id: BillingVendorId) => BILLING_VENDOR_LIST.find((v) => v.id === id)!;

/** Every billing vendor with what builds its client. A new vendor is an entry in contracts/vendors.ts, its client here and one entry. */
export const BILLING_VENDORS: Record<BillingVendorId, BillingVendor> = {
  stripe: { ...info('stripe'), create: (env, fetcher) => stripeClient(env, fetcher) },
};

/** The client of a billing vendor. */
export const billingClientFor = (provider: BillingVendorId, env: Env): BillingClient => BILLING_VENDORS[provider].create(env);
