import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { meetingLinkQuery } from './get-meeting-link';
import { meetingLinksKey } from './list-meeting-links';

export const useDeleteMeetingLink = () =>
  useDeleteMutation((id) => call(api['meeting-links'][':id'].$delete({ param: { id } })), 'Meeting link deleted', {
    detail: (id) => meetingLinkQuery(id).queryKey,
    lists: [[...meetingLinksKey, 'list'], ['home-page']],
    failed: 'Meeting link deletion failed',
  });
