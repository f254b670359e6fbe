import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { listMembersQuery } from '@contracts/members';
import { api, call } from '@web/lib/api';

export type MemberFilters = v.InferInput<typeof listMembersQuery>;

/** Drops empty filters so equal searches share one cache entry. */
const clean = (f: MemberFilters): MemberFilters => Object.fromEntries(Object.entries(f).filter(([, val]) => val)) as MemberFilters;

export const membersQuery = (filters: MemberFilters) =>
  queryOptions({
    queryKey: ['members', 'list', clean(filters)],
    queryFn: async () => (await call(api.members.$get({ query: clean(filters) }))).data,
  });

export const useMembers = (filters: MemberFilters, enabled = true) =>
  useQuery({ ...membersQuery(filters), placeholderData: keepPreviousData, enabled });
