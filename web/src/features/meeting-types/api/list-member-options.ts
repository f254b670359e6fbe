import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDto } from '@contracts/members';
import { api, call } from '@web/lib/api';

/** Active members to pick from; a key of its own so it never collides with the members area's lists. */
export const memberOptionsQuery = queryOptions({
  queryKey: ['meeting-type-options', 'members'],
  queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});

export const useMemberOptions = () => useQuery(memberOptionsQuery);
