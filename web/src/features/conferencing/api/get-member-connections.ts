import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Admins: every member's calendar and video tool, with their states. */
export const memberConnectionsQuery = queryOptions({
  queryKey: ['conferencing', 'members'] as const,
  queryFn: async () => (await call(api.conferencing.members.$get())).data,
});

export const useMemberConnections = (enabled = true) => useQuery({ ...memberConnectionsQuery, enabled });
