import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { meetingsKey } from './list-meetings';

export const meetingQuery = (id: string) =>
  queryOptions({
    queryKey: [...meetingsKey, 'detail', id],
    queryFn: async (): Promise<MeetingDto> => (await call(api.meetings[':id'].$get({ param: { id } }))).data as MeetingDto,
  });

export const useMeeting = (id: string) => useQuery(meetingQuery(id));
