import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The CRM's contact fields (the outside CRM's when one is in use): what a UTM parameter can be written to. */
export const utmCrmFieldsQuery = queryOptions({
  queryKey: ['meeting-settings', 'crm-fields', 'contact'],
  queryFn: async () => (await call(api.crm.fields.$get({ query: { module: 'contact' } }))).data as { key: string; label: string }[],
});
export const useUtmCrmFields = () => useQuery(utmCrmFieldsQuery);
