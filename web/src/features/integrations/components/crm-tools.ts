import { CRM_VENDOR_LIST, type CrmVendorId } from '@contracts/vendors';

/** The CRM detail pages: what each connects with and tells the admin before connecting. */
export type CrmTool = { provider: CrmVendorId; name: string; auth: (typeof CRM_VENDOR_LIST)[number]['auth']; connectHint: string };

const CONNECT_HINTS: Record<CrmVendorId, string> = {
  hubspot: 'You will approve access on HubSpot. Companies, contacts, deals and owners are then imported and kept in sync.',
  salesforce:
    'Enter your My Domain (or login.salesforce.com), then approve access on Salesforce. Accounts, contacts, leads, opportunities and users are then imported and kept in sync.',
  zoho: 'You will approve access on Zoho. Leads, contacts, accounts and users are then imported and kept in sync.',
  freshsales: 'Freshsales connects with your account domain and an authenticator token (Settings > API settings in Freshsales).',
  pipedrive: 'You will approve access on Pipedrive. Persons, organizations, deals and users are then imported and kept in sync.',
};

/** Every CRM of the vendor catalogue with its page's connect hint. */
export const CRM_TOOLS = Object.fromEntries(
  CRM_VENDOR_LIST.map((v) => [v.id, { provider: v.id, name: v.name, auth: v.auth, connectHint: CONNECT_HINTS[v.id] }]),
) as Record<CrmVendorId, CrmTool>;
