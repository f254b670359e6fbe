import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import { crmFieldsKey } from './get-crm-fields';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** "Refresh CRM fields": describe/properties read again (the editors' field lists follow). */
export const useRefreshFields = (provider: string) => {
  return useCachedMutation(
    crmIntegrationKey(provider),
    async () => (await call(api.integrations.crm[':id']['refresh-fields'].$post({ param: { id: provider } }))).data as CrmIntegrationDto,
    [crmFieldsKey],
  );
};
