/**
 * The vendor catalogue: every outside tool the product connects, one entry per vendor, by the integration
 * kind it serves. Every list of vendors derives from these tables (picklists, routes, the integrations
 * pages, onboarding, the local stand-ins); the worker's catalogue of each kind
 * (worker/integrations/<kind>/catalogue.ts) adds what builds the vendor's client. A new vendor is one
 * entry here, one folder or file under worker/integrations/<kind>/ and one entry in that catalogue.
 */

export const VENDOR_KINDS = ['crm', 'calendar', 'conferencing', 'enrichment', 'messaging', 'analytics', 'billing', 'media'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/**
 * How a vendor is connected: OAuth consent, an API key or token, a username and password, through the
 * member's connected calendar (Meet, Teams), or a link the member types.
 */
export const VENDOR_AUTH_STYLES = ['oauth', 'api_key', 'password', 'calendar', 'link'] as const;
export type VendorAuthStyle = (typeof VENDOR_AUTH_STYLES)[number];

export type VendorInfo = {
  /** As stored in integrations.provider. */
  id: string;
  /** The tool's name on every screen. */
  name: string;
  kind: VendorKind;
  auth: VendorAuthStyle;
  /** The company whose servers it reaches (its OAuth app, its local stand-in): Google for Calendar and Meet; null when none. */
  host: string | null;
};

type Ids<T extends readonly VendorInfo[]> = { -readonly [K in keyof T]: T[K]['id'] };
const idsOf = <const T extends readonly VendorInfo[]>(list: T) => list.map((v) => v.id) as Ids<T>;
const namesOf = <const T extends readonly VendorInfo[]>(list: T) =>
  Object.fromEntries(list.map((v) => [v.id, v.name])) as Record<T[number]['id'], string>;

export const CRM_VENDOR_LIST = [
  { id: 'hubspot', name: 'HubSpot', kind: 'crm', auth: 'oauth', host: 'hubspot' },
  { id: 'salesforce', name: 'Salesforce', kind: 'crm', auth: 'oauth', host: 'salesforce' },
  { id: 'zoho', name: 'Zoho CRM', kind: 'crm', auth: 'oauth', host: 'zoho' },
  { id: 'freshsales', name: 'Freshsales', kind: 'crm', auth: 'api_key', host: 'freshsales' },
  { id: 'pipedrive', name: 'Pipedrive', kind: 'crm', auth: 'oauth', host: 'pipedrive' },
] as const satisfies readonly VendorInfo[];

export const CALENDAR_VENDOR_LIST = [
  { id: 'google_calendar', name: 'Google Calendar', kind: 'calendar', auth: 'oauth', host: 'google' },
  { id: 'microsoft_calendar', name: 'Microsoft Calendar', kind: 'calendar', auth: 'oauth', host: 'microsoft' },
  { id: 'caldav', name: 'CalDAV', kind: 'calendar', auth: 'password', host: null },
] as const satisfies readonly VendorInfo[];

/** The video tools a meeting type can name; Meet and Teams come with the member's calendar. */
export const CONFERENCING_VENDOR_LIST = [
  { id: 'zoom', name: 'Zoom', kind: 'conferencing', auth: 'oauth', host: 'zoom' },
  { id: 'google_meet', name: 'Google Meet', kind: 'conferencing', auth: 'calendar', host: 'google' },
  { id: 'microsoft_teams', name: 'Microsoft Teams', kind: 'conferencing', auth: 'calendar', host: 'microsoft' },
  { id: 'daily', name: 'Daily', kind: 'conferencing', auth: 'api_key', host: 'daily' },
  { id: 'conference_link', name: 'Custom conference link', kind: 'conferencing', auth: 'link', host: null },
] as const satisfies readonly VendorInfo[];

export const ENRICHMENT_VENDOR_LIST = [
  { id: 'apollo', name: 'Apollo', kind: 'enrichment', auth: 'api_key', host: 'apollo' },
  { id: 'clearbit', name: 'Clearbit', kind: 'enrichment', auth: 'api_key', host: 'clearbit' },
  { id: 'crust_data', name: 'Crustdata', kind: 'enrichment', auth: 'api_key', host: 'crustdata' },
  { id: 'zerobounce', name: 'ZeroBounce', kind: 'enrichment', auth: 'api_key', host: 'zerobounce' },
  { id: 'zoominfo', name: 'ZoomInfo', kind: 'enrichment', auth: 'password', host: 'zoominfo' },
  { id: 'ocean', name: 'Ocean.io', kind: 'enrichment', auth: 'api_key', host: 'ocean' },
] as const satisfies readonly VendorInfo[];

export const MESSAGING_VENDOR_LIST = [
  { id: 'slack', name: 'Slack', kind: 'messaging', auth: 'oauth', host: 'slack' },
  { id: 'twilio', name: 'Twilio (SMS)', kind: 'messaging', auth: 'api_key', host: 'twilio' },
  { id: 'intercom', name: 'Intercom', kind: 'messaging', auth: 'oauth', host: 'intercom' },
] as const satisfies readonly VendorInfo[];

export const ANALYTICS_VENDOR_LIST = [
  { id: 'segment', name: 'Segment', kind: 'analytics', auth: 'api_key', host: 'segment' },
  { id: 'mixpanel', name: 'Mixpanel', kind: 'analytics', auth: 'api_key', host: 'mixpanel' },
] as const satisfies readonly VendorInfo[];

/** Billing: subscriptions and revenue per account (plan and MRR for segments and routing rules). */
export const BILLING_VENDOR_LIST = [
  { id: 'stripe', name: 'Stripe', kind: 'billing', auth: 'api_key', host: 'stripe' },
] as const satisfies readonly VendorInfo[];

/** Media: where uploaded videos of the asset library are stored, transcoded and streamed from. */
export const MEDIA_VENDOR_LIST = [
  { id: 'mux', name: 'Mux', kind: 'media', auth: 'api_key', host: 'mux' },
] as const satisfies readonly VendorInfo[];

export const CRM_VENDOR_IDS = idsOf(CRM_VENDOR_LIST);
export type CrmVendorId = (typeof CRM_VENDOR_IDS)[number];
export const CALENDAR_VENDOR_IDS = idsOf(CALENDAR_VENDOR_LIST);
export type CalendarVendorId = (typeof CALENDAR_VENDOR_IDS)[number];
export const CONFERENCING_VENDOR_IDS = idsOf(CONFERENCING_VENDOR_LIST);
export type ConferencingVendorId = (typeof CONFERENCING_VENDOR_IDS)[number];
export const ENRICHMENT_VENDOR_IDS = idsOf(ENRICHMENT_VENDOR_LIST);
export type EnrichmentVendorId = (typeof ENRICHMENT_VENDOR_IDS)[number];
export const MESSAGING_VENDOR_IDS = idsOf(MESSAGING_VENDOR_LIST);
export type MessagingVendorId = (typeof MESSAGING_VENDOR_IDS)[number];
export const ANALYTICS_VENDOR_IDS = idsOf(ANALYTICS_VENDOR_LIST);
export type AnalyticsVendorId = (typeof ANALYTICS_VENDOR_IDS)[number];
export const BILLING_VENDOR_IDS = idsOf(BILLING_VENDOR_LIST);
export type BillingVendorId = (typeof BILLING_VENDOR_IDS)[number];
export const MEDIA_VENDOR_IDS = idsOf(MEDIA_VENDOR_LIST);
export type MediaVendorId = (typeof MEDIA_VENDOR_IDS)[number];

/** Tool names by id, per kind. */
export const CRM_VENDOR_NAMES = namesOf(CRM_VENDOR_LIST);
export const CALENDAR_VENDOR_NAMES = namesOf(CALENDAR_VENDOR_LIST);
export const CONFERENCING_VENDOR_NAMES = namesOf(CONFERENCING_VENDOR_LIST);
export const ENRICHMENT_VENDOR_NAMES = namesOf(ENRICHMENT_VENDOR_LIST);

/** Every vendor of every kind, in kind order. */
export const ALL_VENDORS: readonly VendorInfo[] = [
  ...CRM_VENDOR_LIST,
  ...CALENDAR_VENDOR_LIST,
  ...CONFERENCING_VENDOR_LIST,
  ...ENRICHMENT_VENDOR_LIST,
  ...MESSAGING_VENDOR_LIST,
  ...ANALYTICS_VENDOR_LIST,
  ...BILLING_VENDOR_LIST,
  ...MEDIA_VENDOR_LIST,
];

/** The catalogue entry of a provider id, or undefined. */
export const vendorInfo = (id: string): VendorInfo | undefined => ALL_VENDORS.find((v) => v.id === id);

/** The vendors of one kind, in catalogue order. */
export const vendorsOfKind = (kind: VendorKind): VendorInfo[] => ALL_VENDORS.filter((v) => v.kind === kind);
