import { useQuery } from '@tanstack/react-query';
import type { ReportRouterKind, ReportRoutersDto } from '@contracts/reports';
import { api, call } from '@web/lib/api';

/** The routers and relays a report can be narrowed to (deleted ones too, marked). */
export const useReportRouters = (kind?: ReportRouterKind) =>
  useQuery({
    queryKey: ['reports', 'routers', kind ?? 'all'],
    queryFn: async (): Promise<ReportRoutersDto> => call(api.reports.routers.$get({ query: kind ? { kind } : {} })) as Promise<ReportRoutersDto>,
  });
