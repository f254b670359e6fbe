import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const organizationQuery = queryOptions({
  queryKey: ['organization'],
  queryFn: async () => (await call(api.organization.$get())).data,
});

export const useOrganization = () => useQuery(organizationQuery);
