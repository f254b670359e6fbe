import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: async () => (await call(api.auth.reset[':token'].$get({ param: { token } }))).data,
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () => (await call(api.auth.invitations[':token'].$get({ param: { token } }))).data,
  });

/**
 * What a token (keyed second in `query`) opens. `enabled: false` stops it fetching again; the last answer for the
 * same token stays shown even when the cache is cleared under it (signing in clears it), so a page that has just
 * used the token neither refetches it nor falls back to a loading state.
 */
const useTokenQuery = <T>(query: UseQueryOptions<T, Error, T, string[]>, token: string, enabled: boolean) =>
  useQuery({
    ...query,
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === token ? previous : undefined),
  });

/** A password reset link's token, as useInvitation reads one. */
export const useResetLink = (token: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useTokenQuery(resetLinkQuery(token), token, enabled);

/** The invitation behind a token. */
export const useInvitation = (token: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useTokenQuery(invitationQuery(token), token, enabled);
