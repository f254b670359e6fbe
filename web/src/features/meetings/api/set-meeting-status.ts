import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

/** Mark Completed or No Show; the server refuses (422) before the meeting has started. */
export function useSetMeetingStatus(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'completed' | 'no_show'): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].status.$post({ param: { id }, json: { status } }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
