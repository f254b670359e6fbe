import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingLinkDto, MeetingLinkInput } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { storeLink } from './link-cache';

export function useUpdateMeetingLink(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MeetingLinkInput): Promise<MeetingLinkDto> =>
      (await call(api['meeting-links'][':id'].$put({ param: { id }, json }))).data as MeetingLinkDto,
    onSuccess: (link) => storeLink(qc, link),
  });
}
