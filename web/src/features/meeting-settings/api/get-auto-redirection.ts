import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoRedirectionDto } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';

export const autoRedirectionQuery = queryOptions({
  queryKey: ['meeting-settings', 'auto-redirection'],
  queryFn: async (): Promise<AutoRedirectionDto> =>
    (await call(api['meeting-settings']['auto-redirection'].$get())).data as AutoRedirectionDto,
});

export const useAutoRedirection = () => useQuery(autoRedirectionQuery);
