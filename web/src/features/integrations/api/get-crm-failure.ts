import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmFailureDto } from '@contracts/integration-catalog';
import { api, call } from '@web/lib/api';

export const crmFailureQuery = () =>
  queryOptions({
    queryKey: ['integrations', 'crm-failure'],
    queryFn: async (): Promise<CrmFailureDto> => (await call(api.integrations['crm-failure'].$get())).data as CrmFailureDto,
  });

export const useCrmFailure = () => useQuery(crmFailureQuery());
