import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLocationGapDto } from '@contracts/location-check';
import { api, call } from '@web/lib/api';

/** The signed-in host's meeting types that ask for a video tool they have not connected. */
export const myLocationGapsQuery = queryOptions({
  queryKey: ['conferencing', 'my-location-gaps'] as const,
  queryFn: async (): Promise<MyLocationGapDto[]> => (await call(api.profile['location-check'].$get())).data,
});

export const useMyLocationGaps = () => useQuery(myLocationGapsQuery);
