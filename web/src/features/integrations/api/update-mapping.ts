import type { CrmFieldMapping, CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import { useCachedMutation } from '@web/lib/cache-mutation';

/** PUT integrations/{id}/update_mapping with the spec's {integration: {crm_field_mappings}} body. */
export const useUpdateMapping = (provider: string) => {
  return useCachedMutation(
    crmIntegrationKey(provider),
    async (mappings: CrmFieldMapping[]) =>
      (
        await call(
          api.integrations.crm[':id'].update_mapping.$put({
            param: { id: provider },
            json: { integration: { crm_field_mappings: mappings } },
          }),
        )
      ).data as CrmIntegrationDto,
  );
};
