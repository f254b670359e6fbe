import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const myIntegrationsKey = ['profile', 'integrations'] as const;

/** Every tool the signed-in member connected (calendars and conferencing), with its state. */
export const myIntegrationsQuery = queryOptions({
  queryKey: myIntegrationsKey,
  queryFn: async () => (await call(api.profile.integrations.$get())).data,
});

export const useMyIntegrations = () => useQuery(myIntegrationsQuery);
