import type { CrmIntegrationDto, CrmSettingsInput } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import { useCachedMutation } from '@web/lib/cache-mutation';

export const useUpdateCrmSettings = (provider: string) => {
  return useCachedMutation(
    crmIntegrationKey(provider),
    async (json: CrmSettingsInput) =>
      (await call(api.integrations.crm[':id'].$put({ param: { id: provider }, json }))).data as CrmIntegrationDto,
  );
};
