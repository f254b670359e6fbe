import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useCancelMeeting(id: string) {
  return useMutationThen(
    async (reason: string): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].cancel.$post({ param: { id }, json: { reason } }))).data as MeetingDto,
    storeMeeting,
  );
}
