import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useUpdateMeetingNotes(id: string) {
  return useMutationThen(
    async (notes: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].notes.$put({ param: { id }, json: { notes } }))).data as MeetingDto,
    storeMeeting,
  );
}
