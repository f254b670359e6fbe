import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const expiredCalendarsQuery = queryOptions({
  queryKey: ['calendars', 'expired'],
  queryFn: async () => (await call(api.calendars.expired.$get())).data,
  staleTime: 5 * 60_000,
});

/** Admins only: members whose calendar authorization expired. */
export const useExpiredCalendars = (enabled: boolean) => useQuery({ ...expiredCalendarsQuery, enabled });
