import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingWindowDto, MeetingWindowInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { meetingWindowQuery } from './get-meeting-window';

/**
 * Saves the organization's default booking window and the changes-after-start rule (Admins). Meeting types
 * following the defaults change with them, and the organization page shows the same rule: both refetch.
 */
export function useUpdateMeetingWindow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MeetingWindowInput): Promise<MeetingWindowDto> =>
      (await call(api['meeting-settings']['meeting-window'].$put({ json }))).data as MeetingWindowDto,
    onSuccess: (data) => {
      qc.setQueryData(meetingWindowQuery.queryKey, data);
      void qc.invalidateQueries({ queryKey: ['meeting-types'] });
      void qc.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}
