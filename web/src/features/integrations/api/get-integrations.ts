import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrationsPageDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';

export const integrationsKey = ['integrations'] as const;

export const integrationsQuery = () =>
  queryOptions({
    queryKey: [...integrationsKey, 'page'],
    queryFn: async (): Promise<IntegrationsPageDto> => (await call(api.integrations.$get())).data as IntegrationsPageDto,
  });

export const useIntegrations = () => useQuery(integrationsQuery());
