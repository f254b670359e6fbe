import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Active members, who can own CRM records. */
export const ownerOptionsQuery = queryOptions({
  queryKey: ['members', 'list', { status: 'active' }],
  queryFn: async () => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});

export const useOwnerOptions = (enabled = true) => useQuery({ ...ownerOptionsQuery, enabled });
