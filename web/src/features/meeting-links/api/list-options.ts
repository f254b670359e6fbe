import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import type { MemberDto } from '@contracts/members';
import { api, call } from '@web/lib/api';

/** Meeting types a link can offer; a key of its own so it never collides with other areas. */
export const linkMeetingTypesQuery = queryOptions({
  queryKey: ['meeting-links-options', 'meeting-types'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
});
export const useLinkMeetingTypes = () => useQuery(linkMeetingTypesQuery);

/** Active members: link owners, group organizers and members. */
export const linkMembersQuery = queryOptions({
  queryKey: ['meeting-links-options', 'members'],
  queryFn: async (): Promise<MemberDto[]> => (await call(api.members.$get({ query: { status: 'active' } }))).data,
});
export const useLinkMembers = (enabled = true) => useQuery({ ...linkMembersQuery, enabled });
