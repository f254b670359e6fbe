import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

/** The organization's 12 or 24-hour setting, which labels every time in the editor. */
export const timeFormatQuery = queryOptions({
  queryKey: ['availability', 'time-format'],
  queryFn: async (): Promise<'12h' | '24h'> => (await call(api.organization.$get())).data.timeFormat,
});

export const useTimeFormat = () => useQuery(timeFormatQuery).data ?? '12h';
