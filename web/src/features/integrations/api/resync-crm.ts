import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';

export const useResyncCrm = (provider: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api.integrations.crm[':id'].sync.$post({ param: { id: provider } }))).data as CrmIntegrationDto,
    onSuccess: (data) => qc.setQueryData(crmIntegrationKey(provider), data),
  });
};
