import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';

/**
 * Event and recurring meeting types carry their own dates or schedule, shown beside the default
 * availability. Keyed under 'meeting-types' so saving a meeting type refreshes this list too.
 */
export const schedulesQuery = queryOptions({
  queryKey: ['meeting-types', 'schedules'],
  queryFn: async (): Promise<MeetingTypeSummaryDto[]> => (await call(api['meeting-types'].$get())).data.filter((t) => t.kind !== 'regular'),
});

export const useSchedules = () => useQuery(schedulesQuery);
