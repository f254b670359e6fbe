import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingWindowDto } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';

export const meetingWindowQuery = queryOptions({
  queryKey: ['meeting-settings', 'meeting-window'],
  queryFn: async (): Promise<MeetingWindowDto> => (await call(api['meeting-settings']['meeting-window'].$get())).data as MeetingWindowDto,
});

export const useMeetingWindow = () => useQuery(meetingWindowQuery);
