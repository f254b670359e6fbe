import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DistributionReportDto } from '@contracts/reports';
import { api, call } from '@web/lib/api';
import { queryOf, rangeReady, type ReportParams } from './report-params';

/** Meetings by status, member, booker, channel and source for a range (and a router or relay). */
export const useDistributionReport = (p: ReportParams) =>
  useQuery({
    queryKey: ['reports', 'distribution', queryOf(p)],
    queryFn: async (): Promise<DistributionReportDto> => (await call(api.reports.distribution.$get({ query: queryOf(p) as never }))).data as DistributionReportDto,
    enabled: rangeReady(p),
    placeholderData: keepPreviousData,
  });
