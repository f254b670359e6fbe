import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import type { CrmVendorId } from '@contracts/vendors';
import { useCachedMutation } from '@web/lib/cache-mutation';

type Provider = CrmVendorId;

/** Connects an API-key CRM (Freshsales: account domain and authenticator token). */
export const useConnectCrmKey = (provider: Provider) => {
  return useCachedMutation(
    crmIntegrationKey(provider),
    async (json: { domain: string; apiKey: string }) =>
      (await call(api.integrations.crm[':provider']['connect-key'].$post({ param: { provider }, json }))).data as CrmIntegrationDto,
  );
};
