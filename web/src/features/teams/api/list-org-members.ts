import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** Active people in the organization, to pick from when adding team members. */
export const orgMembersQuery = queryOptions({
  queryKey: ['members', 'list', { status: 'active' }],
  queryFn: async () => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});

export const useOrgMembers = (enabled = true) => useQuery({ ...orgMembersQuery, enabled });
