import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmFieldDto, CrmModule } from '@contracts/crm';
import { call } from '@web/lib/api';
import { crmFieldsApi } from './client';

export const crmFieldsQuery = (module: CrmModule) =>
  queryOptions({
    queryKey: ['crm', 'fields', module],
    queryFn: async (): Promise<CrmFieldDto[]> => (await call(crmFieldsApi.$get({ query: { module } }))).data as CrmFieldDto[],
  });

/** The fields records of a module carry, to build a list from one. */
export const useCrmFields = (module: CrmModule | '') => useQuery({ ...crmFieldsQuery(module || 'lead'), enabled: !!module });
