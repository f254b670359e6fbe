import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Admins: each member's calendar and video tool with their states (who still has to connect or reconnect). */
export const memberConnectionsQuery = queryOptions({
  queryKey: ['conferencing', 'members'] as const,
  queryFn: async () => (await call(api.conferencing.members.$get())).data,
});

export const useMemberConnections = (enabled: boolean) => useQuery({ ...memberConnectionsQuery, enabled });
