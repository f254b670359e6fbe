import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

export function useUpdateMeetingNotes(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (notes: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].notes.$put({ param: { id }, json: { notes } }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
