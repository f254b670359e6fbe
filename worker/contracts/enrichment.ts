import * as v from 'valibot';
import { singleLine } from './common';
import { ENRICHMENT_VENDOR_IDS, ENRICHMENT_VENDOR_LIST } from './vendors';

/** The enrichment providers an admin can connect (spec section 1). */
export const ENRICHMENT_PROVIDERS = ENRICHMENT_VENDOR_IDS;
export type EnrichmentProvider = (typeof ENRICHMENT_PROVIDERS)[number];

/** What a provider can answer: firmographics by company domain, or whether an e-mail address is deliverable. */
export const ENRICHMENT_CAPABILITIES = ['company', 'email'] as const;
export type EnrichmentCapability = (typeof ENRICHMENT_CAPABILITIES)[number];
/** How a provider signs in: an API key, or a username and password (ZoomInfo). */
export const ENRICHMENT_CREDENTIAL_KINDS = ['api_key', 'username_password'] as const;

type ProviderInfo = {
  label: string;
  description: string;
  capabilities: EnrichmentCapability[];
  credentials: (typeof ENRICHMENT_CREDENTIAL_KINDS)[number];
  keyLabel: string;
};

/** What the enrichment pages show of a provider beyond its catalogue entry (./vendors.ts: name and sign-in style). */
const PROVIDER_PAGES: Record<EnrichmentProvider, Omit<ProviderInfo, 'label' | 'credentials'>> = {
  apollo: {
    description: 'Company size, industry, revenue and location by company domain.',
    capabilities: ['company'],
    keyLabel: 'API key',
  },
  clearbit: {
    description: 'Company size, industry, revenue and location by company domain.',
    capabilities: ['company'],
    keyLabel: 'Secret API key',
  },
  crust_data: { description: 'Company firmographics and headcount by company domain.', capabilities: ['company'], keyLabel: 'API key' },
  zerobounce: {
    description: "Checks whether a prospect's e-mail address is valid before routing.",
    capabilities: ['email'],
    keyLabel: 'API key',
  },
  zoominfo: {
    description: 'Company size, industry, revenue and location by company website.',
    capabilities: ['company'],
    keyLabel: 'Password',
  },
  ocean: {
    description: 'Company size, industry, revenue and country by company domain.',
    capabilities: ['company'],
    keyLabel: 'API token',
  },
};

export const ENRICHMENT_PROVIDER_INFO = Object.fromEntries(
  ENRICHMENT_VENDOR_LIST.map((p) => {
    const { description, capabilities, keyLabel } = PROVIDER_PAGES[p.id];
    return [
      p.id,
      { label: p.name, description, capabilities, credentials: p.auth === 'password' ? 'username_password' : 'api_key', keyLabel },
    ];
  }),
) as Record<EnrichmentProvider, ProviderInfo>;

/** Keys a condition or list can read from enrichment data, with the labels the editors show. */
export const ENRICHMENT_DATA_FIELDS = {
  company_name: 'Company name',
  industry: 'Industry',
  employees: 'Employees',
  employee_range: 'Employee range',
  annual_revenue: 'Annual revenue (USD)',
  revenue_range: 'Revenue range',
  country: 'Country (ISO code)',
  country_name: 'Country',
  region: 'Region',
  city: 'City',
  timezone: 'Timezone',
  email_status: 'E-mail status',
} as const;
export type EnrichmentDataField = keyof typeof ENRICHMENT_DATA_FIELDS;

/** Company size and revenue bands every provider's answer is folded into, so one condition fits them all. */
export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
export const REVENUE_RANGES = ['<1M', '1M-10M', '10M-50M', '50M-100M', '100M-500M', '500M-1B', '1B+'] as const;
/** ZeroBounce's statuses, kept as it names them. */
export const EMAIL_STATUSES = ['valid', 'invalid', 'catch-all', 'unknown', 'spamtrap', 'abuse', 'do_not_mail'] as const;

/** How long an answer is reused: a company's size or industry changes slowly; a miss is asked again sooner. */
export const ENRICHMENT_TTL = { hitMs: 30 * 86_400_000, missMs: 86_400_000 } as const;
/** How long a submission waits for a provider before routing without it (the routing log says so). */
export const ENRICHMENT_TIMEOUT_MS = 1_500;

export const ENRICHMENT_MESSAGES = {
  apiKeyRequired: 'API key is a required field',
  usernameRequired: 'Username is a required field',
  passwordRequired: 'Password is a required field',
  failed: (tool: string) => `Sorry! ${tool} integration failed. Please check your API credentials and configuration settings.`,
  fieldRequired: 'Enrichment field is a required field',
  countryRequired: 'Country is a required field',
  unknownProvider: 'Unknown enrichment provider',
} as const;

export const enrichmentProviderParam = v.object({ provider: v.picklist(ENRICHMENT_PROVIDERS, ENRICHMENT_MESSAGES.unknownProvider) });

const Secret = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(500, 'Must be at most 500 characters'), singleLine('The value'));

/** PUT /api/enrichments/{provider}: the credentials; a username only for ZoomInfo. */
export const enrichmentConnectSchema = v.object({
  apiKey: v.optional(Secret(ENRICHMENT_MESSAGES.apiKeyRequired)),
  username: v.optional(Secret(ENRICHMENT_MESSAGES.usernameRequired)),
  password: v.optional(Secret(ENRICHMENT_MESSAGES.passwordRequired)),
});
export type EnrichmentConnectInput = v.InferOutput<typeof enrichmentConnectSchema>;

/** POST /api/enrichments/{provider}/search: the values one enrichment field takes among companies in a country. */
export const enrichmentSearchSchema = v.object({
  field: v.picklist(Object.keys(ENRICHMENT_DATA_FIELDS) as EnrichmentDataField[], ENRICHMENT_MESSAGES.fieldRequired),
  country: v.pipe(
    v.string(ENRICHMENT_MESSAGES.countryRequired),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, ENRICHMENT_MESSAGES.countryRequired),
  ),
});
export type EnrichmentSearchInput = v.InferOutput<typeof enrichmentSearchSchema>;

export type EnrichmentProviderDto = {
  provider: EnrichmentProvider;
  label: string;
  description: string;
  capabilities: EnrichmentCapability[];
  credentials: (typeof ENRICHMENT_CREDENTIAL_KINDS)[number];
  keyLabel: string;
  /** The connection, or null when the provider was never connected (secrets are never sent back). */
  integration: { id: string; status: string; accountName: string; lastError: string | null; connectedAt: string; updatedAt: string } | null;
};

export type EnrichmentFiltersDto = {
  fields: { key: EnrichmentDataField; label: string }[];
  employeeRanges: readonly (typeof EMPLOYEE_RANGES)[number][];
  revenueRanges: readonly (typeof REVENUE_RANGES)[number][];
};
export type EnrichmentSearchDto = { field: EnrichmentDataField; country: string; values: string[] };
