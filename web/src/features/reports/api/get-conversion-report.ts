import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversionReportDto } from '@contracts/reports';
import { api, call } from '@web/lib/api';
import { queryOf, rangeReady, type ReportParams } from './report-params';

/** The conversion funnel and trend for a range (and a router, when one is picked). */
export const useConversionReport = (p: ReportParams) =>
  useQuery({
    queryKey: ['reports', 'conversion', queryOf(p)],
    queryFn: async (): Promise<ConversionReportDto> => (await call(api.reports.conversion.$get({ query: queryOf(p) as never }))).data as ConversionReportDto,
    enabled: rangeReady(p),
    placeholderData: keepPreviousData,
  });
