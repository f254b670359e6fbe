import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

/** Meeting types to book; a key of its own so it never collides with the meeting types area. */
export const meetingTypeOptionsQuery = queryOptions({
  queryKey: ['meetings-options', 'meeting-types'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
});

export const useMeetingTypeOptions = () => useQuery(meetingTypeOptionsQuery);
