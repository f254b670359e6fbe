import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => (await call(api.profile.$get())).data,
});

export const useProfile = () => useQuery(profileQuery);
