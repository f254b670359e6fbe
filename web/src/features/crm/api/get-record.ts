import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmRecordDto } from '@contracts/crm';
import { call } from '@web/lib/api';
import { crmApi, crmKey } from './client';

export const recordQuery = (id: string) =>
  queryOptions({
    queryKey: [...crmKey, 'record', id],
    queryFn: async (): Promise<CrmRecordDto> => (await call(crmApi.records[':id'].$get({ param: { id } }))).data as CrmRecordDto,
  });

export const useCrmRecord = (id: string | undefined) => useQuery({ ...recordQuery(id ?? ''), enabled: !!id });
