import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useAddMeetingGuests(id: string) {
  return useMutationThen(
    async (json: { emails: string[]; memberIds: string[] }): Promise<MeetingDto> =>
      (await call(api.meetings[':id'].guests.$post({ param: { id }, json }))).data as MeetingDto,
    storeMeeting,
  );
}
