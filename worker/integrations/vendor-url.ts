import { usesStandIn, vendorOfHost, type StandInEnv } from './stand-ins';

/**
 * The base URL of a vendor API. Production calls the vendor's own host; local runs and browser tests
 * set VENDOR_BASE_URL so a vendor host is reached at `${VENDOR_BASE_URL}/<host>` (its local stand-in),
 * unless ./stand-ins.ts decides that vendor goes to the real service (its OAuth app is configured).
 */
export function vendorUrl(env: StandInEnv, host: string, path = ''): string {
  const vendor = vendorOfHost(host);
  const local = env.VENDOR_BASE_URL && (!vendor || usesStandIn(env, vendor));
  const base = local ? `${env.VENDOR_BASE_URL!.replace(/\/$/, '')}/${host}` : `https://${host}`;
  return `${base}${path}`;
}
