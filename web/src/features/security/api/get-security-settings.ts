import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecuritySettingsDto } from '@contracts/security-settings';
import { api, call } from '@web/lib/api';

export const securitySettingsQuery = queryOptions({
  queryKey: ['security-settings'],
  queryFn: async (): Promise<SecuritySettingsDto> => (await call(api['security-settings'].$get())).data as SecuritySettingsDto,
});

export const useSecuritySettings = () => useQuery(securitySettingsQuery);
