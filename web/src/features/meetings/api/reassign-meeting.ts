import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useReassignMeeting(id: string) {
  return useMutationThen(
    async (json: { teamId: string; userId: string }): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].reassign.$post({ param: { id }, json }))).data as MeetingDto,
    storeMeeting,
  );
}
