import type { ReportMeetingStatus, ReportRange, ReportRouterKind } from '@contracts/reports';

/** What a report page asks for; every value is a string as it travels in the URL and the query. */
export type ReportParams = {
  range: ReportRange;
  days?: string;
  quarter?: string;
  from?: string;
  to?: string;
  routerId?: string;
  routerKind?: ReportRouterKind;
  status?: ReportMeetingStatus;
};

/** The params without empty values, as the API query and the export filters take them. */
export function queryOf(p: ReportParams): Record<string, string> {
  const q: Record<string, string> = { range: p.range };
  if (p.range === 'last_n_days' && p.days) q.days = p.days;
  if (p.range === 'quarter' && p.quarter) q.quarter = p.quarter;
  if (p.range === 'custom') {
    if (p.from) q.from = p.from;
    if (p.to) q.to = p.to;
  }
  if (p.routerId) q.routerId = p.routerId;
  if (p.routerKind) q.routerKind = p.routerKind;
  if (p.status) q.status = p.status;
  return q;
}

/** A range is complete when the preset has what it needs (a custom range both days, in order). */
export const rangeReady = (p: ReportParams) =>
  p.range === 'custom' ? !!p.from && !!p.to && p.from <= p.to : p.range === 'last_n_days' ? /^\d{1,3}$/.test(p.days ?? '') && Number(p.days) >= 1 && Number(p.days) <= 366 : true;
