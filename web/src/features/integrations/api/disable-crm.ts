import { api, call } from '@web/lib/api';
import { integrationsKey } from './get-integrations';
import { useMutationThen } from '@web/lib/cache-mutation';

/** Disabling sends the typed 'Disable {name}'; the server checks it too. */
export const useDisableCrm = (provider: string) => {
  return useMutationThen(
    async (confirmation: string) => call(api.integrations.crm[':id'].$delete({ param: { id: provider }, json: { confirmation } })),
    (qc) => qc.invalidateQueries({ queryKey: integrationsKey }),
  );
};
