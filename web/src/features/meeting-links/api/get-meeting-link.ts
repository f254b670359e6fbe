import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { meetingLinksKey } from './list-meeting-links';

export const meetingLinkQuery = (id: string) =>
  queryOptions({
    queryKey: [...meetingLinksKey, 'detail', id],
    queryFn: async (): Promise<MeetingLinkDto> => (await call(api['meeting-links'][':id'].$get({ param: { id } }))).data as MeetingLinkDto,
  });

export const useMeetingLink = (id: string, enabled = true) => useQuery({ ...meetingLinkQuery(id), enabled: enabled && !!id });
