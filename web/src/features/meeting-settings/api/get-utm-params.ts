import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UtmParamsDto } from '@contracts/utm-params';
import { api, call } from '@web/lib/api';

export const utmParamsQuery = queryOptions({
  queryKey: ['meeting-settings', 'utm-params'],
  queryFn: async (): Promise<UtmParamsDto> => (await call(api['meeting-settings']['utm-params'].$get())).data as UtmParamsDto,
});

export const useUtmParams = () => useQuery(utmParamsQuery);
