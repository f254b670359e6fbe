import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmIntegrationDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';
import { integrationsKey } from './get-integrations';

export const crmIntegrationKey = (provider: string) => [...integrationsKey, 'crm', provider] as const;

/** One CRM's page; null when it is not connected. Polls while the import runs, so progress moves on screen. */
export const crmIntegrationQuery = (provider: string) =>
  queryOptions({
    queryKey: crmIntegrationKey(provider),
    queryFn: async (): Promise<CrmIntegrationDto | null> =>
      (await call(api.integrations.crm[':id'].$get({ param: { id: provider } }))).data as CrmIntegrationDto | null,
    refetchInterval: (q) => (q.state.data?.sync.some((s) => s.status === 'queued' || s.status === 'running') ? 1000 : false),
  });

export const useCrmIntegration = (provider: string) => useQuery(crmIntegrationQuery(provider));
