import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmIntegrationDto, CrmSettingsInput } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';

export const useUpdateCrmSettings = (provider: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: CrmSettingsInput) =>
      (await call(api.integrations.crm[':id'].$put({ param: { id: provider }, json }))).data as CrmIntegrationDto,
    onSuccess: (data) => qc.setQueryData(crmIntegrationKey(provider), data),
  });
};
