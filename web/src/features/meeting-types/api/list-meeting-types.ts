import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'meeting-types', so one invalidation refreshes lists, details and slots. */
export const meetingTypesKey = ['meeting-types'] as const;

export const meetingTypesQuery = queryOptions({
  queryKey: [...meetingTypesKey, 'list'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data,
});

export const useMeetingTypes = () => useQuery(meetingTypesQuery);
