import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const onboardingOrganizationQuery = queryOptions({
  queryKey: ['organization'],
  queryFn: async () => (await call(api.organization.$get())).data,
});

export const useOnboardingOrganization = (enabled: boolean) => useQuery({ ...onboardingOrganizationQuery, enabled });
