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

/** The CRM's contact fields (the outside CRM's when one is in use): what a question's answer can be written to. */
export const linkCrmFieldsQuery = queryOptions({
  queryKey: ['meeting-links-options', 'crm-fields', 'contact'],
  queryFn: async () => (await call(api.crm.fields.$get({ query: { module: 'contact' } }))).data as { key: string; label: string }[],
});
export const useLinkCrmFields = () => useQuery(linkCrmFieldsQuery);
