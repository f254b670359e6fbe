import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDto } from '@contracts/members';
import { api, call } from '@web/lib/api';

/** Active members, for owners and internal guests. */
export const memberOptionsQuery = queryOptions({
  queryKey: ['meetings-options', 'members'],
  queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});

export const useMemberOptions = (enabled = true) => useQuery({ ...memberOptionsQuery, enabled });
