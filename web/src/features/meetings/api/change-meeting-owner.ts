import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';

export function useChangeMeetingOwner(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].owner.$post({ param: { id }, json: { userId } }))).data as MeetingDto,
    onSuccess: (m) => storeMeeting(qc, m),
  });
}
