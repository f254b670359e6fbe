// Pieces every CRM vendor module repeats: its field types mapped onto ours, the OAuth token answer read
// into credentials, the API host a token names (its data centre or instance), and its name for each module.
import type { CrmModule } from '../../contracts/routing';
import { CrmError } from './adapter';
import type { VendorCredentials, VendorField, VendorSession } from './vendor';

type MappedType = Exclude<VendorField['type'], 'other'>;

/** A vendor's field type names per type of ours; a name not listed is 'other'. */
export function fieldTypes(table: Partial<Record<MappedType, readonly string[]>>): (t: string) => VendorField['type'] {
  const byName = new Map(Object.entries(table).flatMap(([type, names]) => names.map((n) => [n, type as MappedType] as const)));
  return (t) => byName.get(t) ?? 'other';
}

/**
 * An OAuth token answer as credentials: expires_in (seconds) as an epoch ms, and with `apiBaseKey` the
 * field that says where REST calls go (Salesforce's instance_url, Zoho's and Pipedrive's api_domain).
 */
export function oauthCredentials(t: Record<string, unknown>, now: number, apiBaseKey?: string): VendorCredentials {
  const credentials: VendorCredentials = {
    kind: 'oauth',
    accessToken: String(t.access_token),
    refreshToken: typeof t.refresh_token === 'string' ? t.refresh_token : null,
    expiresAt: typeof t.expires_in === 'number' ? now + t.expires_in * 1000 : null,
  };
  if (apiBaseKey === undefined) return credentials;
  const apiBase = t[apiBaseKey];
  return { ...credentials, apiBase: typeof apiBase === 'string' ? apiBase : null };
}

/** The host REST calls go to: the token's apiBase when it names one, else the vendor's default host. */
export function apiHost(session: VendorSession, fallback: string) {
  const c = session.credentials();
  return c.kind === 'oauth' && c.apiBase ? new URL(c.apiBase).host : fallback;
}

/** The vendor's entry for one of our modules (its object, entity or module name), or the CRM error saying it has none. */
export function vendorModule<T>(crm: string, table: Partial<Record<CrmModule, T>>, module: CrmModule, lacks: string): T {
  const entry = table[module];
  if (!entry) throw new CrmError(crm, lacks);
  return entry;
}
