import { REPORT_MEETING_STATUSES, REPORT_RANGES, ROUTER_KINDS, type ReportMeetingStatus, type ReportRange, type ReportRouterKind } from '@contracts/reports';
import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import type { ReportParams } from '../api/report-params';

const pick = <T extends string>(all: readonly T[], v: string | null): T | undefined => ((all as readonly string[]).includes(v ?? '') ? (v as T) : undefined);

/**
 * A report's filters live in the URL (shareable, back button), with fixed values a page imposes
 * (a relay's own distribution report fixes its router).
 */
export function useReportParams(fixed: Partial<ReportParams> = {}) {
  const [search, patch] = useSearchParamsPatch();
  const params: ReportParams = {
    range: pick<ReportRange>(REPORT_RANGES, search.get('range')) ?? 'last_28_days',
    days: search.get('days') ?? undefined,
    quarter: search.get('quarter') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    routerId: search.get('routerId') ?? undefined,
    routerKind: pick<ReportRouterKind>(ROUTER_KINDS, search.get('routerKind')),
    status: pick<ReportMeetingStatus>(REPORT_MEETING_STATUSES, search.get('status')),
    ...fixed,
  };
  // Typed to the report's own keys, so a typo in a filter name does not compile.
  const update: (patch: Partial<Record<keyof ReportParams, string | null>>) => void = patch;
  return { params, update };
}
