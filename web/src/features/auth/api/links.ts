import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: async () => (await call(api.auth.reset[':token'].$get({ param: { token } }))).data,
  });
/** Like useInvitation: once the token is used (the cache is cleared by signing in), it is not fetched again. */
export const useResetLink = (token: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...resetLinkQuery(token),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === token ? previous : undefined),
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () => (await call(api.auth.invitations[':token'].$get({ param: { token } }))).data,
  });

/**
 * The invitation behind a token. `enabled: false` stops it fetching again; the last answer for the same
 * token stays shown even when the cache is cleared under it (signing in clears it), so a page that has
 * just used the token neither refetches it nor falls back to a loading state.
 */
export const useInvitation = (token: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...invitationQuery(token),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === token ? previous : undefined),
  });
