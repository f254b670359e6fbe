import { api, call } from '@web/lib/api';
import { useDeleteMutation } from '@web/lib/delete-mutation';
import { meetingTypeQuery } from './get-meeting-type';
import { meetingTypesKey } from './list-meeting-types';

export const useDeleteMeetingType = () =>
  useDeleteMutation((id) => call(api['meeting-types'][':id'].$delete({ param: { id } })), 'Meeting type deleted', {
    detail: (id) => meetingTypeQuery(id).queryKey,
    lists: [meetingTypesKey],
  });
