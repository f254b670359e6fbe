import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useChangeMeetingOwner(id: string) {
  return useMutationThen(
    async (userId: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].owner.$post({ param: { id }, json: { userId } }))).data as MeetingDto,
    storeMeeting,
  );
}
