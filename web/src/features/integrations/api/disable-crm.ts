import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';
import { integrationsKey } from './get-integrations';

/** Disabling sends the typed 'Disable {name}'; the server checks it too. */
export const useDisableCrm = (provider: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (confirmation: string) =>
      call(api.integrations.crm[':id'].$delete({ param: { id: provider }, json: { confirmation } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: integrationsKey }),
  });
};
