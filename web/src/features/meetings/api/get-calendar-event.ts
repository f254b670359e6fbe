import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The host calendar's copy of a meeting (write status, RSVPs); null when no calendar holds one. */
export const calendarEventQuery = (meetingId: string) =>
  queryOptions({
    queryKey: ['meetings', meetingId, 'calendar-event'],
    queryFn: async () => (await call(api.calendars.meetings[':id'].$get({ param: { id: meetingId } }))).data,
  });

export const useCalendarEvent = (meetingId: string) => useQuery(calendarEventQuery(meetingId));
