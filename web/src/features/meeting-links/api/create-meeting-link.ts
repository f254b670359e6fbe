import type { MeetingLinkDto, MeetingLinkInput } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { storeLink } from './link-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export function useCreateMeetingLink() {
  return useMutationThen(
    async (json: MeetingLinkInput): Promise<MeetingLinkDto> => (await call(api['meeting-links'].$post({ json }))).data as MeetingLinkDto,
    storeLink,
  );
}
