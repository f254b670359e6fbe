import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { api, call } from '@web/lib/api';

export const myAvailabilityQuery = queryOptions({
  queryKey: ['availability', 'me'],
  queryFn: async (): Promise<Availability> => (await call(api.profile.availability.$get())).data,
});

export const useMyAvailability = () => useQuery(myAvailabilityQuery);
