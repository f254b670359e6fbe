/** The CRM detail pages: what each connects with and tells the admin before connecting. */
export type CrmTool = { provider: 'hubspot' | 'salesforce' | 'zoho' | 'freshsales' | 'pipedrive'; name: string; auth: 'oauth' | 'api_key'; connectHint: string };

export const CRM_TOOLS: Record<CrmTool['provider'], CrmTool> = {
  hubspot: { provider: 'hubspot', name: 'HubSpot', auth: 'oauth', connectHint: 'You will approve access on HubSpot. Companies, contacts, deals and owners are then imported and kept in sync.' },
  salesforce: { provider: 'salesforce', name: 'Salesforce', auth: 'oauth', connectHint: 'Enter your My Domain (or login.salesforce.com), then approve access on Salesforce. Accounts, contacts, leads, opportunities and users are then imported and kept in sync.' },
  zoho: { provider: 'zoho', name: 'Zoho CRM', auth: 'oauth', connectHint: 'You will approve access on Zoho. Leads, contacts, accounts and users are then imported and kept in sync.' },
  freshsales: { provider: 'freshsales', name: 'Freshsales', auth: 'api_key', connectHint: 'Freshsales connects with your account domain and an authenticator token (Settings > API settings in Freshsales).' },
  pipedrive: { provider: 'pipedrive', name: 'Pipedrive', auth: 'oauth', connectHint: 'You will approve access on Pipedrive. Persons, organizations, deals and users are then imported and kept in sync.' },
};
