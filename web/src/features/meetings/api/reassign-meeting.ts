import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

export function useReassignMeeting(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: { teamId: string; userId: string }): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].reassign.$post({ param: { id }, json }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
