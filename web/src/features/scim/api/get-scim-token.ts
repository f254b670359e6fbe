import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScimTokenDto } from '@contracts/scim';
import { api, call } from '@web/lib/api';

/** The organization's SCIM connection (whether a token exists, when and by whom it was made); never the token. */
export const scimTokenQuery = queryOptions({
  queryKey: ['security', 'scim'],
  queryFn: async (): Promise<ScimTokenDto> => (await call(api.security.scim.$get())).data as ScimTokenDto,
});

export const useScimToken = () => useQuery(scimTokenQuery);
