import { hubspotDefinition } from './hubspot';
import { salesforceDefinition } from './salesforce';
import { zohoDefinition } from './zoho';
import { pipedriveDefinition } from './pipedrive';
import { freshsalesDefinition } from './freshsales';
import type { CrmProvider, CrmVendorDefinition } from './vendor';

/**
 * Every outside CRM by provider. A vendor plugs in with one import and one entry here; the
 * integrations API, the connect flow, the sync and the write queue look vendors up only through this map.
 */
export const CRM_VENDORS: Partial<Record<CrmProvider, CrmVendorDefinition>> = {
  hubspot: hubspotDefinition,
  salesforce: salesforceDefinition,
  zoho: zohoDefinition,
  pipedrive: pipedriveDefinition,
  freshsales: freshsalesDefinition,
};

export const crmVendor = (provider: string): CrmVendorDefinition | undefined => CRM_VENDORS[provider as CrmProvider];
