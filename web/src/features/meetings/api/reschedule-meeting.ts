import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useRescheduleMeeting(id: string) {
  return useMutationThen(
    async (start: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].reschedule.$post({ param: { id }, json: { start } }))).data as MeetingDto,
    storeMeeting,
  );
}
