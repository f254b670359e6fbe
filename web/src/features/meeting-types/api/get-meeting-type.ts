import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingTypeDto } from '@contracts/meeting-types';
import { api, call } from '@web/lib/api';
import { meetingTypesKey } from './list-meeting-types';

export const meetingTypeQuery = (id: string) =>
  queryOptions({
    queryKey: [...meetingTypesKey, 'detail', id],
    queryFn: async (): Promise<MeetingTypeDto> => (await call(api['meeting-types'][':id'].$get({ param: { id } }))).data as MeetingTypeDto,
  });

export const useMeetingType = (id: string) => useQuery(meetingTypeQuery(id));
