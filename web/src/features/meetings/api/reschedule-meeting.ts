import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

export function useRescheduleMeeting(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (start: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].reschedule.$post({ param: { id }, json: { start } }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
