import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDto } from '@contracts/members';
import { api, call } from '@web/lib/api';

/** Who the availability page is for: the member's name and zone for the heading. */
export const availabilityMemberQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['availability', 'member-profile', memberId],
    queryFn: async (): Promise<MemberDto> => (await call(api.members[':id'].$get({ param: { id: memberId } }))).data,
  });

export const useAvailabilityMember = (memberId: string) => useQuery(availabilityMemberQuery(memberId));
