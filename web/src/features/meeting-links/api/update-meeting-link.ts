import type { MeetingLinkDto, MeetingLinkInput } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { storeLink } from './link-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useUpdateMeetingLink(id: string) {
  return useMutationThen(
    async (json: MeetingLinkInput): Promise<MeetingLinkDto> =>
      (await call(api['meeting-links'][':id'].$put({ param: { id }, json }))).data as MeetingLinkDto,
    storeLink,
  );
}
