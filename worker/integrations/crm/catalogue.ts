import { CRM_VENDOR_LIST } from '../../contracts/vendors';
import { freshsalesDefinition } from './freshsales';
import { hubspotDefinition } from './hubspot';
import { pipedriveDefinition } from './pipedrive';
import { salesforceDefinition } from './salesforce';
import type { CrmProvider, CrmVendorDefinition, CrmVendorModule, VendorAuthKind } from './vendor';
import { zohoDefinition } from './zoho';

const entry = (module: CrmVendorModule): CrmVendorDefinition => ({
  ...module,
  auth: CRM_VENDOR_LIST.find((v) => v.id === module.provider)!.auth as VendorAuthKind,
});

/**
 * Every outside CRM by provider, with what builds its client. A vendor plugs in with an entry in
 * contracts/vendors.ts, its module in this folder and one entry here; the integrations API, the connect
 * flow, the sync and the write queue look vendors up only through this map.
 */
export const CRM_VENDORS: Record<CrmProvider, CrmVendorDefinition> = {
  hubspot: entry(hubspotDefinition),
  salesforce: entry(salesforceDefinition),
  zoho: entry(zohoDefinition),
  freshsales: entry(freshsalesDefinition),
  pipedrive: entry(pipedriveDefinition),
};

export const crmVendor = (provider: string): CrmVendorDefinition | undefined =>
  Object.hasOwn(CRM_VENDORS, provider) ? CRM_VENDORS[provider as CrmProvider] : undefined;
