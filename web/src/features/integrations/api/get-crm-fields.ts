import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const crmFieldsKey = ['integrations', 'crm-fields'] as const;
type Module = 'lead' | 'contact' | 'account' | 'opportunity' | 'custom_object';

/** The CRM's fields of a module (its describe/properties when an outside CRM is in use), for the mapping editor. */
export const crmFieldsQuery = (module: Module) =>
  queryOptions({
    queryKey: [...crmFieldsKey, module],
    queryFn: async () =>
      (await call(api.crm.fields.$get({ query: { module } }))).data as { key: string; label: string; builtIn: boolean }[],
  });

export const useCrmFields = (module: Module) => useQuery(crmFieldsQuery(module));
