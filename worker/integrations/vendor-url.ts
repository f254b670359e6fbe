/**
 * The base URL of a vendor API. Production calls the vendor's own host; local runs and browser tests
 * set VENDOR_BASE_URL so every vendor host is reached at `${VENDOR_BASE_URL}/<host>` (the local fakes).
 */
export function vendorUrl(env: { VENDOR_BASE_URL?: string }, host: string, path = ''): string {
  const base = env.VENDOR_BASE_URL ? `${env.VENDOR_BASE_URL.replace(/\/$/, '')}/${host}` : `https://${host}`;
  return `${base}${path}`;
}
