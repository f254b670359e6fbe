import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmModule, CrmPageDto } from '@contracts/crm';
import { call } from '@web/lib/api';
import { crmApi, crmKey } from './client';

export type RecordFilters = { module: CrmModule; q?: string; accountId?: string; page?: number; pageSize?: number };

const toQuery = (f: RecordFilters) => {
  const query: Record<string, string> = { module: f.module };
  if (f.q?.trim()) query.q = f.q.trim();
  if (f.accountId) query.accountId = f.accountId;
  if (f.page && f.page > 1) query.page = String(f.page);
  if (f.pageSize) query.pageSize = String(f.pageSize);
  return query as { module: CrmModule } & Record<string, string>;
};

export const recordsQuery = (f: RecordFilters) =>
  queryOptions({
    queryKey: [...crmKey, 'records', toQuery(f)],
    queryFn: async (): Promise<CrmPageDto> => (await call(crmApi.records.$get({ query: toQuery(f) }))) as CrmPageDto,
  });

/** One page of a module; the previous page stays on screen while the next one loads. */
export const useCrmRecords = (f: RecordFilters, enabled = true) =>
  useQuery({ ...recordsQuery(f), placeholderData: keepPreviousData, enabled });
