/**
 * Which outside vendors this server reaches for real and which through their local stand-ins (the strict
 * fakes of worker/test/fakes, served over HTTP by scripts/fake-vendors.mjs at VENDOR_BASE_URL). This is the
 * one place that decides it, per vendor:
 *
 * - production never uses a stand-in;
 * - a vendor whose OAuth app is configured (both of its `app` variables set, in .dev.vars or as wrangler
 *   secrets) goes to the real vendor, and so does one the operator names in REAL_VENDORS (comma-separated
 *   keys: the way to reach API-key vendors such as Apollo for real on a local run);
 * - every other vendor is served by its stand-in: under VENDOR_BASE_URL (`npm start`, the browser tests), or
 *   through the test worker's outbound service (APP_ENV=test).
 *
 * A local run without VENDOR_BASE_URL (`npm run dev`) has no stand-ins: an unconfigured vendor's page says
 * it is not configured rather than sending the member to the real vendor with an app it does not know.
 */

import type { StandInTool } from '../contracts/stand-ins';
import { ALL_VENDORS } from '../contracts/vendors';

export type StandInVendor = {
  /** The key REAL_VENDORS names. */
  key: string;
  /** The vendor as its stand-in's consent page names it ("Local stand-in of Google"). */
  name: string;
  /** Hosts of the vendor; a subdomain of one belongs to it too (a Salesforce My Domain, a Freshsales account). */
  domains: string[];
  /** The OAuth app's client id and secret variables; both set means the real vendor. */
  app?: [string, string];
  /** The integrations (integrations.provider) this vendor carries, with the tool name screens show: the catalogue's vendors whose host it is. */
  tools: Record<string, string>;
};

type Host = Omit<StandInVendor, 'tools'>;

/** A host with the tools of contracts/vendors.ts that name it as theirs. */
const host = (h: Host): StandInVendor => ({
  ...h,
  tools: Object.fromEntries(ALL_VENDORS.filter((v) => v.host === h.key).map((v) => [v.id, v.name])),
});

export const STAND_IN_VENDORS: readonly StandInVendor[] = [
  host({
    key: 'google',
    name: 'Google',
    domains: ['accounts.google.com', 'googleapis.com'],
    app: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  }),
  host({
    key: 'microsoft',
    name: 'Microsoft',
    domains: ['login.microsoftonline.com', 'graph.microsoft.com'],
    app: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  }),
  host({ key: 'zoom', name: 'Zoom', domains: ['zoom.us'], app: ['ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET'] }),
  host({ key: 'slack', name: 'Slack', domains: ['slack.com'], app: ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'] }),
  host({ key: 'hubspot', name: 'HubSpot', domains: ['hubspot.com', 'hubapi.com'], app: ['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'] }),
  host({
    key: 'salesforce',
    name: 'Salesforce',
    domains: ['salesforce.com', 'force.com'],
    app: ['SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'],
  }),
  host({ key: 'zoho', name: 'Zoho', domains: ['zoho.com', 'zohoapis.com'], app: ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET'] }),
  host({ key: 'pipedrive', name: 'Pipedrive', domains: ['pipedrive.com'], app: ['PIPEDRIVE_CLIENT_ID', 'PIPEDRIVE_CLIENT_SECRET'] }),
  host({
    key: 'intercom',
    name: 'Intercom',
    domains: ['app.intercom.com', 'api.intercom.io'],
    app: ['INTERCOM_CLIENT_ID', 'INTERCOM_CLIENT_SECRET'],
  }),
  host({ key: 'freshsales', name: 'Freshsales', domains: ['myfreshworks.com'] }),
  host({ key: 'daily', name: 'Daily', domains: ['api.daily.co'] }),
  host({ key: 'twilio', name: 'Twilio', domains: ['api.twilio.com'] }),
  host({ key: 'segment', name: 'Segment', domains: ['api.segment.io'] }),
  host({ key: 'mixpanel', name: 'Mixpanel', domains: ['api.mixpanel.com', 'data.mixpanel.com'] }),
  host({ key: 'stripe', name: 'Stripe', domains: ['api.stripe.com'] }),
  host({ key: 'mux', name: 'Mux', domains: ['api.mux.com', 'uploads.mux.com', 'image.mux.com'] }),
  host({ key: 'apollo', name: 'Apollo', domains: ['api.apollo.io'] }),
  host({ key: 'clearbit', name: 'Clearbit', domains: ['company.clearbit.com'] }),
  host({ key: 'zoominfo', name: 'ZoomInfo', domains: ['api.zoominfo.com'] }),
  host({ key: 'crustdata', name: 'Crustdata', domains: ['api.crustdata.com'] }),
  host({ key: 'ocean', name: 'Ocean.io', domains: ['api.ocean.io'] }),
  host({ key: 'zerobounce', name: 'ZeroBounce', domains: ['api.zerobounce.net'] }),
];

export type StandInEnv = { APP_ENV?: string; VENDOR_BASE_URL?: string; REAL_VENDORS?: string } & Record<string, unknown>;

const byKey = new Map(STAND_IN_VENDORS.map((v) => [v.key, v]));

/** The vendor a host belongs to (the host itself or a subdomain of one of its domains). */
export function vendorOfHost(host: string): StandInVendor | undefined {
  const h = host.toLowerCase();
  return STAND_IN_VENDORS.find((v) => v.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}

/** The vendor carrying an integration provider (google_calendar -> Google). */
export const vendorOfTool = (provider: string) => STAND_IN_VENDORS.find((v) => Object.hasOwn(v.tools, provider));

const listed = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
const isSet = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Whether this server reaches the vendor through its local stand-in (see the module comment for the rule). */
export function usesStandIn(env: StandInEnv, vendor: StandInVendor | string): boolean {
  const v = typeof vendor === 'string' ? byKey.get(vendor) : vendor;
  if (!v || env.APP_ENV === 'production') return false;
  if (v.app && v.app.every((name) => isSet(env[name]))) return false;
  if (listed(env.REAL_VENDORS).includes(v.key)) return false;
  return isSet(env.VENDOR_BASE_URL) || env.APP_ENV === 'test';
}

/** Every integration provider served by a stand-in now, with the tool name (for the screens' "local stand-in of ..."). */
export function standInTools(env: StandInEnv): StandInTool[] {
  return STAND_IN_VENDORS.filter((v) => usesStandIn(env, v)).flatMap((v) =>
    Object.entries(v.tools).map(([provider, tool]) => ({ provider, tool, vendor: v.name })),
  );
}
