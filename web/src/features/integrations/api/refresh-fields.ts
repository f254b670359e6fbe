import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { crmIntegrationKey } from './get-crm-integration';
import { crmFieldsKey } from './get-crm-fields';

/** "Refresh CRM fields": describe/properties read again (the editors' field lists follow). */
export const useRefreshFields = (provider: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await call(api.integrations.crm[':id']['refresh-fields'].$post({ param: { id: provider } }))).data as CrmIntegrationDto,
    onSuccess: (data) => {
      qc.setQueryData(crmIntegrationKey(provider), data);
      void qc.invalidateQueries({ queryKey: crmFieldsKey });
    },
  });
};
