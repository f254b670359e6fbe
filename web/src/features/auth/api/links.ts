import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const resetLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['reset-link', token], queryFn: async () => (await call(api.auth.reset[':token'].$get({ param: { token } }))).data });
export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: ['invitation', token], queryFn: async () => (await call(api.auth.invitations[':token'].$get({ param: { token } }))).data });
export const useInvitation = (token: string) => useQuery(invitationQuery(token));
