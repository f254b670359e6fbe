import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoShowSettingsDto } from '@contracts/no-show';
import { api, call } from '@web/lib/api';

export const noShowSettingsQuery = queryOptions({
  queryKey: ['no-show-detection', 'settings'],
  queryFn: async (): Promise<NoShowSettingsDto> => (await call(api['no-show-detection'].settings.$get())).data as NoShowSettingsDto,
});

export const useNoShowSettings = () => useQuery(noShowSettingsQuery);
