import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { meetingsKey } from './list-meetings';

export const meetingQuery = (id: string) =>
  queryOptions({
    queryKey: [...meetingsKey, 'detail', id],
    queryFn: async (): Promise<MeetingDto> => (await call(api.meetings[':id'].$get({ param: { id } }))).data as MeetingDto,
    // A CRM write still queued lands within seconds: look again until every CRM has answered.
    refetchInterval: (q) => (q.state.data?.crmWrites?.some((w) => w.status === 'pending') ? 3000 : false),
  });

export const useMeeting = (id: string) => useQuery(meetingQuery(id));
