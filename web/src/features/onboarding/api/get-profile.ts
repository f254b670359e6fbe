import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const onboardingProfileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => (await call(api.profile.$get())).data,
});

export const useOnboardingProfile = () => useQuery(onboardingProfileQuery);
