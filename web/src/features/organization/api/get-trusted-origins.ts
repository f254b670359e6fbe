import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The sites allowed to call the widget's public API. */
export const trustedOriginsQuery = queryOptions({
  queryKey: ['organization', 'trusted-origins'],
  queryFn: async (): Promise<string[]> => (await call(api.organization['trusted-origins'].$get())).data.trustedOrigins as string[],
});

export const useTrustedOrigins = () => useQuery(trustedOriginsQuery);
