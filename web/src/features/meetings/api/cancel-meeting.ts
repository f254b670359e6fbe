import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

export function useCancelMeeting(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].cancel.$post({ param: { id }, json: { reason } }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
