import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The member's connected tools (calendars and video), for the onboarding steps that ask for them. */
export const myConnectionsQuery = queryOptions({
  queryKey: ['profile', 'integrations'] as const,
  queryFn: async () => (await call(api.profile.integrations.$get())).data,
});

export const useMyConnections = () => useQuery(myConnectionsQuery);
