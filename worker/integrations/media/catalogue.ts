import { MEDIA_VENDOR_LIST, type MediaVendorId, type VendorInfo } from '../../contracts/vendors';
import type { MediaClient } from './adapter';
import { muxClient } from './mux';

type Env = { VENDOR_BASE_URL?: string; APP_ENV?: string; REAL_VENDORS?: string };

export type MediaVendor = VendorInfo & { id: MediaVendorId; create(env: Env, fetcher?: typeof fetch): MediaClient };

const info = (id: MediaVendorId) => MEDIA_VENDOR_LIST.find((v) => v.id === id)!;

/** Every media vendor with what builds its client. A new vendor is an entry in contracts/vendors.ts, its client here and one entry. */
export const MEDIA_VENDORS: Record<MediaVendorId, MediaVendor> = {
  mux: { ...info('mux'), create: (env, fetcher) => muxClient(env, fetcher) },
};

/** The client of a media vendor. */
export const mediaClientFor = (provider: MediaVendorId, env: Env): MediaClient => MEDIA_VENDORS[provider].create(env);
