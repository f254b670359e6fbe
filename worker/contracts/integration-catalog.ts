import * as v from 'valibot';
import { enterpriseMessage, type Plan } from './plans';
import { CRM_VENDOR_IDS, vendorInfo } from './vendors';

/**
 * Every organization-level tool the integrations page lists, grouped as spec section 2 says: CRM,
 * Communication and Other tools. The page is drawn from this catalog: a tool appears by adding an entry
 * (its detail page lives at `detailPath`, or the generic /settings/integrations/{id} for CRMs).
 */
export const INTEGRATION_GROUPS = ['crm', 'communication', 'other'] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];
export const INTEGRATION_GROUP_LABELS: Record<IntegrationGroup, string> = {
  crm: 'CRM',
  communication: 'Communication',
  other: 'Other tools',
};

/** What a tool does for the organization. */
export const INTEGRATION_KINDS = ['crm', 'messaging', 'enrichment', 'analytics', 'billing', 'media', 'support'] as const;

export type CatalogEntry = {
  /** The provider as stored in integrations.provider. */
  provider: string;
  name: string;
  group: IntegrationGroup;
  kind: (typeof INTEGRATION_KINDS)[number];
  description: string;
  /** Spec section 6: tools behind the Enterprise plan (SMS). */
  enterprise?: boolean;
  /** The tool's own page; CRMs use /settings/integrations/{provider}. */
  detailPath: string;
  /** False while the tool has no connection flow in this product yet (shown, not connectable). */
  available: boolean;
};

/** A connectable vendor's entry: its name and kind come from the vendor catalogue (./vendors.ts), its page from its id. */
function vendorTool(provider: string, group: IntegrationGroup, description: string, enterprise?: true): CatalogEntry {
  const info = vendorInfo(provider)!;
  return {
    provider,
    name: info.name,
    group,
    kind: info.kind as CatalogEntry['kind'],
    description,
    ...(enterprise ? { enterprise } : {}),
    detailPath: `/settings/integrations/${provider}`,
    available: true,
  };
}

export const INTEGRATION_CATALOG: readonly CatalogEntry[] = [
  vendorTool('hubspot', 'crm', 'Route on HubSpot companies, contacts, deals and a custom object; write owners and contacts back.'),
  vendorTool(
    'salesforce',
    'crm',
    'Route on Salesforce accounts, contacts, leads and opportunities; write owners, leads and contacts back.',
  ),
  vendorTool('zoho', 'crm', 'Route on Zoho CRM leads, contacts and accounts; create and update leads and contacts.'),
  vendorTool('freshsales', 'crm', 'Route on Freshsales contacts and accounts; create and update contacts.'),
  vendorTool('pipedrive', 'crm', 'Route on Pipedrive persons, organizations and deals; create and update persons.'),
  vendorTool('slack', 'communication', 'Notify channels and members when meetings are booked and prospects are routed.'),
  vendorTool('twilio', 'communication', 'Text reminders and notifications from your own Twilio number.', true),
  vendorTool('intercom', 'communication', 'Route Intercom conversations to reps: assign, write a note with a booking link, tag.'),
  vendorTool('segment', 'other', 'Send booking and routing events to Segment.'),
  vendorTool('mixpanel', 'other', 'Send booking and routing events to Mixpanel.'),
  vendorTool('stripe', 'other', "Each account's plan and MRR from its Stripe subscriptions, for segments and routing rules."),
  vendorTool('mux', 'other', 'Videos of the asset library upload to Mux and stream on booking pages, at any size.'),
  vendorTool('apollo', 'other', 'Company size, industry, revenue and location by company domain.'),
  vendorTool('clearbit', 'other', 'Company size, industry, revenue and location by company domain.'),
  vendorTool('zoominfo', 'other', 'Company size, industry, revenue and location by company website.'),
  vendorTool('crust_data', 'other', 'Company firmographics and headcount by company domain.'),
  vendorTool('ocean', 'other', 'Company size, industry, revenue and country by company domain.'),
  vendorTool('zerobounce', 'other', "Checks whether a prospect's e-mail address is valid before routing."),
];

export const catalogEntry = (provider: string) => INTEGRATION_CATALOG.find((e) => e.provider === provider);

// ---- CRM integrations ----

export const CRM_PROVIDER_NAMES = CRM_VENDOR_IDS;
export type CrmProviderName = (typeof CRM_PROVIDER_NAMES)[number];

/** Spec section 3: the CRM module types an integration writes: both, lead, contact. */
export const CRM_MODULE_TYPES = ['both', 'lead', 'contact'] as const;
export type CrmModuleType = (typeof CRM_MODULE_TYPES)[number];

/** Spec section 6: what the Enterprise plan unlocks on a CRM, with the wording the page shows. */
export const ENTERPRISE_GATES = {
  opportunities: enterpriseMessage('opportunities'),
  separateOwner: enterpriseMessage('separate_owner'),
  sms: enterpriseMessage('sms'),
} as const;

export const CRM_INTEGRATION_MESSAGES = {
  salesforceDomain: 'Salesforce domain name is required',
  notConfigured: (name: string) => `${name} is not available on this server yet`,
  connectFailed: (name: string) => `Sorry! ${name} integration failed. Please check your API credentials and configuration settings.`,
  notConnected: 'Connect the CRM first',
  mappingName: 'Each mapping needs a name',
  mappingField: 'Choose a CRM field',
  onlyAdmins: 'Only admins can manage integrations',
} as const;

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Starting a CRM connection: Salesforce asks for the org's domain (My Domain or login.salesforce.com). */
export const crmConnectSchema = v.object({
  domain: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(253, CRM_INTEGRATION_MESSAGES.salesforceDomain),
      v.check(
        (s) => s === '' || DOMAIN.test(s.replace(/^https?:\/\//, '').replace(/\/.*$/, '')),
        CRM_INTEGRATION_MESSAGES.salesforceDomain,
      ),
    ),
  ),
  returnTo: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[A-Za-z0-9/_-]*$/, 'Invalid return path'))),
});

/** Connecting an API-key CRM: Freshsales asks for account domain and authenticator token (spec section 5). */
export const crmKeyConnectSchema = v.object({
  domain: v.pipe(
    v.string('Account domain is required'),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, 'Account domain is required'),
    v.maxLength(253),
    v.regex(/^[a-z0-9.-]+$/, 'Enter the account domain, e.g. acme.myfreshworks.com'),
  ),
  apiKey: v.pipe(
    v.string('Authenticator token is required'),
    v.trim(),
    v.minLength(1, 'Authenticator token is required'),
    v.maxLength(500),
  ),
});

const Text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`));

/** Spec section 3: crm_field_mappings entries with field, module_type (contact, account or lead) and name. */
export const crmFieldMappingSchema = v.object({
  field: Text(120, CRM_INTEGRATION_MESSAGES.mappingField),
  module_type: v.picklist(['contact', 'account', 'lead'], 'Module type is a required field'),
  name: Text(80, CRM_INTEGRATION_MESSAGES.mappingName),
});
export type CrmFieldMapping = v.InferOutput<typeof crmFieldMappingSchema>;

/** PUT integrations/{id}/update_mapping, with the spec's body shape. */
export const updateMappingSchema = v.object({
  integration: v.object({ crm_field_mappings: v.pipe(v.array(crmFieldMappingSchema), v.maxLength(100, 'At most 100 mappings')) }),
});

/** PUT integrations/{id}: the CRM settings an admin changes. */
export const crmSettingsSchema = v.object({
  moduleType: v.optional(v.picklist(CRM_MODULE_TYPES, 'Module type is a required field')),
  customObjectType: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]*$/, 'Use the object API name'))),
  ),
  leadOwnerProperty: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120)))),
  contactOwnerProperty: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120)))),
});
export type CrmSettingsInput = v.InferOutput<typeof crmSettingsSchema>;

export const disableSchema = v.object({ confirmation: v.pipe(v.string(), v.maxLength(200)) });

export const crmFieldsQuerySchema = v.object({
  module: v.picklist(['lead', 'contact', 'account', 'opportunity', 'custom_object'], 'Module type is a required field'),
});

export type CrmFieldDto = { key: string; label: string; type: string; options?: string[]; writable: boolean };
/** A CRM import first reads every record (initial), then follows changes (incremental). */
export const SYNC_PHASES = ['initial', 'incremental'] as const;
export type SyncProgressDto = {
  module: string;
  phase: (typeof SYNC_PHASES)[number];
  status: string;
  processed: number;
  mirrored: number;
  syncedAt: string | null;
  lastError: string | null;
};

export type CrmIntegrationSettings = {
  moduleType: CrmModuleType;
  customObjectType: string | null;
  leadOwnerProperty: string | null;
  contactOwnerProperty: string | null;
  crmFieldMappings: CrmFieldMapping[];
  domain: string | null;
};

/** A tool in the list: its catalog entry and, when connected, its connection (never credentials). */
export type CatalogItemDto = CatalogEntry & {
  connection: { id: string; status: string; externalAccountName: string; updatedAt: string; lastError: string | null } | null;
  /** The CRM routing reads and writes (spec section 4), among connected CRMs. */
  inUse: boolean;
};

export type IntegrationsPageDto = { plan: Plan; needsReauthorization: boolean; items: CatalogItemDto[] };

export type CrmIntegrationDto = {
  id: string;
  provider: string;
  name: string;
  status: string;
  externalAccountName: string;
  lastError: string | null;
  inUse: boolean;
  settings: CrmIntegrationSettings;
  sync: SyncProgressDto[];
  fieldsRefreshedAt: string | null;
  plan: Plan;
  connectedAt: string;
};

/** Step one of connecting an OAuth CRM: where to send the admin to consent. */
export type CrmConnectStartDto = { authorizeUrl: string };

/** /crm-failure: which CRM needs reauthorization and which routers it affects. */
export type CrmFailureDto = {
  integration: { id: string; provider: string; name: string; status: string; expiredAt: string | null } | null;
  routers: { id: string; name: string }[];
  canReconnect: boolean;
};
