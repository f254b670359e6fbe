import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

/** Mark Completed or No Show; the server refuses (422) before the meeting has started. */
export function useSetMeetingStatus(id: string) {
  return useMutationThen(
    async (status: 'completed' | 'no_show'): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].status.$post({ param: { id }, json: { status } }))).data as MeetingDto,
    storeMeeting,
  );
}
