import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomCodeDto } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';

export const customCodeQuery = queryOptions({
  queryKey: ['meeting-settings', 'custom-code'],
  queryFn: async (): Promise<CustomCodeDto> => (await call(api['meeting-settings']['custom-code'].$get())).data as CustomCodeDto,
});

export const useCustomCode = () => useQuery(customCodeQuery);
