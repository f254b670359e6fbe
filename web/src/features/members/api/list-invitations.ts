import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const invitationsQuery = queryOptions({
  queryKey: ['invitations'],
  queryFn: async () => (await call(api.invitations.$get())).data,
});

export const useInvitations = () => useQuery(invitationsQuery);
