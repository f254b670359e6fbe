import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import { useCachedMutation } from '@web/lib/cache-mutation';

export const useResyncCrm = (provider: string) => {
  return useCachedMutation(
    crmIntegrationKey(provider),
    async () => (await call(api.integrations.crm[':id'].sync.$post({ param: { id: provider } }))).data as CrmIntegrationDto,
  );
};
