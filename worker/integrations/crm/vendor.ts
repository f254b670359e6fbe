import type { CrmModule, FieldValue } from '../../contracts/routing';
import { CRM_VENDOR_IDS } from '../../contracts/vendors';

/**
 * The contract every outside CRM client (HubSpot, Salesforce, Zoho, Freshsales, Pipedrive) fulfils.
 * Clients only speak the vendor's wire format: they never touch D1. The crm-sync feature owns the
 * connection (sealed credentials in `integrations`), mirrors what `listModified` returns into the
 * built-in CRM store (crm_records + crm_record_sources), and sends writes through the routewise-crm
 * queue. Errors are the ones of ./adapter.ts: CrmTokenExpiredError (refresh failed: reconnect),
 * CrmRateLimitedError (429 or a vendor limit header: retry after), CrmRecordNotFoundError, CrmError.
 */

/** The CRM vendors of the vendor catalogue (contracts/vendors.ts); ./catalogue.ts has each one's client. */
export const CRM_PROVIDERS = CRM_VENDOR_IDS;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** Spec section 4: "The CRM in use is the first enabled among hubspot, salesforce, freshsales, otherwise zoho". Pipedrive last. */
export const CRM_IN_USE_ORDER: readonly CrmProvider[] = ['hubspot', 'salesforce', 'freshsales', 'zoho', 'pipedrive'];

export type VendorAuthKind = 'oauth' | 'api_key';

/** What is sealed in integrations.credentials (JSON), per auth kind. */
export type VendorCredentials =
  | {
      kind: 'oauth';
      accessToken: string;
      refreshToken: string | null;
      /** Epoch ms; null when the vendor does not say. */
      expiresAt: number | null;
      /** Salesforce's instance_url, Zoho's api_domain, Pipedrive's api_domain: where REST calls go. */
      apiBase?: string | null;
    }
  | {
      kind: 'api_key';
      apiKey: string;
      /** Freshsales' account domain ("acme" of acme.myfreshworks.com), Pipedrive company domain... */
      domain?: string | null;
    };

/**
 * A live connection a client calls through. The client reads `credentials()` for each call; on a 401
 * it calls `refresh()` once and retries. `refresh()` persists the new tokens (sealed) and throws
 * CrmTokenExpiredError when the vendor refuses the refresh token (the sync feature then marks the
 * integration expired). API-key clients never call refresh (a 401 is CrmTokenExpiredError at once).
 */
export interface VendorSession {
  credentials(): VendorCredentials;
  refresh(): Promise<VendorCredentials>;
  /** Where the vendor's real host is reached: `vendorUrl(env, host, path)` (tests: the fakes). */
  url(host: string, path?: string): string;
  /** Injected so tests and the freshness read can bound calls (AbortSignal.timeout). */
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

/** One vendor record in the shape the mirror stores (crm_records columns + fields). */
export type VendorRecord = {
  /** The vendor's id (HubSpot hs_object_id, Salesforce Id...). Unique per provider and module/objectType. */
  externalId: string;
  module: CrmModule;
  /** For module custom_object: the vendor object name (HubSpot "2-1234567" / name, Salesforce "Project__c"). */
  objectType?: string | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  /** Accounts: website/domain as the vendor has it (the mirror normalises to the registrable domain). */
  domain?: string | null;
  /** The vendor owner id (HubSpot hubspot_owner_id, Salesforce OwnerId); mapped to a member through listOwners' e-mail. */
  ownerExternalId?: string | null;
  /** The owner's e-mail when the vendor returns it inline; else resolved from listOwners. */
  ownerEmail?: string | null;
  /** Contacts, leads, opportunities: the associated account's externalId (HubSpot associations, Salesforce AccountId). */
  accountExternalId?: string | null;
  /** Opportunities: the associated contact's externalId. */
  contactExternalId?: string | null;
  /** Every other property the rules may read, keyed by the vendor's property name. */
  fields: Record<string, FieldValue>;
  /** Epoch ms of the vendor's last change (hs_lastmodifieddate, SystemModstamp): the incremental cursor. */
  modifiedAt: number;
  /** The vendor reports the record deleted or archived: the mirror removes it. */
  deleted?: boolean;
};

/** One page of records changed at or after a point in time, oldest change first so a cursor can advance. */
export type VendorPage = {
  records: VendorRecord[];
  /** Opaque: pass back as `cursor` for the next page of the same query; null when this was the last page. */
  next: string | null;
};

/** What to mirror from a module: changes with modifiedAt >= since (null: everything). */
export type ListModifiedInput = {
  module: CrmModule;
  objectType?: string | null;
  since: number | null;
  cursor: string | null;
  /** A hint; vendors cap it (HubSpot search 200, Salesforce 2000). */
  pageSize?: number;
};

export type VendorField = {
  /** The vendor's property API name (what rules, lists and mappings store). */
  key: string;
  label: string;
  type: 'string' | 'number' | 'boolean' | 'date' | 'enumeration' | 'reference' | 'other';
  /** Picklist values, when the vendor lists them (lists from a CRM field use them). */
  options?: string[];
  /** Whether create/update may write it (mapping editor offers only these). */
  writable: boolean;
};

export type VendorOwner = { externalId: string; email: string; name: string };

export type VendorPersonInput = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  ownerExternalId?: string | null;
  /** Mapped form answers, keyed by vendor property name. */
  fields?: Record<string, FieldValue>;
};

export type VendorAccountInput = { domain: string; name: string; ownerExternalId?: string | null; fields?: Record<string, FieldValue> };

/** The result of a write: the record's vendor id and whether it was created (else updated). */
export type VendorWriteResult = { externalId: string; created: boolean };

export interface CrmVendorClient {
  readonly provider: CrmProvider;
  /** Modules this vendor mirrors (HubSpot has no leads in the mirror; Salesforce has no custom_object unless configured). */
  readonly modules: readonly CrmModule[];
  listModified(input: ListModifiedInput): Promise<VendorPage>;
  /** The records of a person or company now (the bounded freshness read at submission). */
  findByEmail(email: string): Promise<VendorRecord[]>;
  findByDomain(domain: string): Promise<VendorRecord[]>;
  describeFields(module: CrmModule, objectType?: string | null): Promise<VendorField[]>;
  listOwners(): Promise<VendorOwner[]>;
  /** Create or update by e-mail (one record per e-mail, as matching expects). */
  upsertPerson(module: 'lead' | 'contact', input: VendorPersonInput): Promise<VendorWriteResult>;
  /** Create or update the company/account by domain. */
  upsertAccount(input: VendorAccountInput): Promise<VendorWriteResult>;
  /** Sets the owner; `property` is the vendor owner field (null: the default one, hubspot_owner_id / OwnerId). */
  updateOwner(
    module: CrmModule,
    externalId: string,
    ownerExternalId: string,
    property: string | null,
    objectType?: string | null,
  ): Promise<void>;
}

/** OAuth 2.0 endpoints of a vendor (authorization code flow; PKCE where the vendor supports it). */
export type VendorOAuth = {
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl?: string;
  scopes: string[];
  pkce: boolean;
  clientId: string;
  clientSecret: string;
  /** How the token endpoint takes the app's credentials (code exchange and refresh): HTTP Basic (default) or form fields (Zoho). */
  tokenAuth?: 'basic' | 'form';
};

/** Environment values a vendor reads: base URL for the fakes and its OAuth app credentials. */
export type VendorEnv = { VENDOR_BASE_URL?: string } & Record<string, unknown>;

/**
 * How a vendor plugs in: one entry per provider in CRM_VENDORS (./catalogue.ts). `oauth` is present
 * for OAuth vendors; `apiKeyFields` names what an API-key connect form asks (spec: Freshsales asks for
 * account domain and authenticator token; Salesforce asks for its domain name).
 */
export type CrmVendorDefinition = {
  provider: CrmProvider;
  label: string;
  auth: VendorAuthKind;
  /** Spec section 9: contact-based (hubspot, freshsales) or lead-based (salesforce, zoho). */
  based: 'contact' | 'lead';
  /** Record mutation and relay support (spec: hubspot and salesforce). */
  fullWrite: boolean;
  /** `domain`: the organization's login host where the vendor has one (Salesforce My Domain). */
  oauth?: (env: VendorEnv, options?: { domain?: string | null }) => VendorOAuth;
  /** Turns the token endpoint's answer into stored credentials (apiBase from instance_url / api_domain). */
  credentialsFromToken?: (tokens: Record<string, unknown>, now: number) => VendorCredentials;
  /** The external account (portal id, org id) and its display name, right after connect. */
  identify(session: VendorSession): Promise<{ externalAccountId: string; name: string }>;
  create(session: VendorSession, settings?: VendorClientSettings): CrmVendorClient;
};

/** What a vendor's own module defines; its catalogue entry (./catalogue.ts) adds the auth style of contracts/vendors.ts. */
export type CrmVendorModule = Omit<CrmVendorDefinition, 'auth'>;

/** Per-connection choices the client needs (from integrations.settings). */
export type VendorClientSettings = {
  /** The vendor object mirrored as module custom_object (HubSpot "2-123456" or "p_projects", Salesforce "Project__c"). */
  customObjectType?: string | null;
};

/** Reads the Retry-After header (seconds or HTTP date) or a vendor's own reset header; null when absent. */
export function retryAfterSeconds(res: Response, now: number, extraHeaders: string[] = []): number | null {
  for (const name of ['retry-after', ...extraHeaders]) {
    const raw = res.headers.get(name);
    if (!raw) continue;
    const n = Number(raw);
    if (Number.isFinite(n)) return Math.max(0, n > 1e9 ? Math.ceil((n * (n > 1e12 ? 1 : 1000) - now) / 1000) : n);
    const at = Date.parse(raw);
    if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  return null;
}
