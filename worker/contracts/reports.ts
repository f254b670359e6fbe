import * as v from 'valibot';
import { routingLogsExportBody } from './routing-logs';
import { REPORT_ROUTER_KIND_IDS, ROUTER_KIND_NAMES, type AvailableRouterKind } from './router-kinds';

/** The date ranges a report offers (spec section 9: today, last 7, 14 and 28 days, a custom last N days, a quarter, custom). */
export const REPORT_RANGES = ['today', 'last_7_days', 'last_14_days', 'last_28_days', 'last_n_days', 'quarter', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  today: 'Today',
  last_7_days: 'Last 7 days',
  last_14_days: 'Last 14 days',
  last_28_days: 'Last 28 days',
  last_n_days: 'Last N days',
  quarter: 'Quarter',
  custom: 'Custom',
};
/** The longest range a report covers, in days. */
export const MAX_REPORT_DAYS = 366;

/** The router kinds the reports count and filter by (from the one list of kinds, worker/contracts/router-kinds.ts). */
export const ROUTER_KINDS = REPORT_ROUTER_KIND_IDS;
export type ReportRouterKind = AvailableRouterKind;
export const ROUTER_KIND_LABELS: Record<ReportRouterKind, string> = ROUTER_KIND_NAMES;

export const MEETING_STATUS_LABELS = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No show',
} as const;
export type ReportMeetingStatus = keyof typeof MEETING_STATUS_LABELS;
export const REPORT_MEETING_STATUSES = Object.keys(MEETING_STATUS_LABELS) as ReportMeetingStatus[];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  v.pipe(
    v.string(`Enter the ${what} date`),
    v.regex(ISO_DAY, `Enter the ${what} date as YYYY-MM-DD`),
    v.check(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      `Enter a valid ${what} date`,
    ),
  );
const daySpan = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range part of a report query: the preset and what it needs. */
export const reportRangeQuery = v.pipe(
  v.object({
    range: v.optional(v.picklist(REPORT_RANGES, 'Choose a date range'), 'last_28_days'),
    days: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'Enter a number of days'),
        v.transform(Number),
        v.minValue(1, 'At least 1 day'),
        v.maxValue(MAX_REPORT_DAYS, `At most ${MAX_REPORT_DAYS} days`),
      ),
    ),
    quarter: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-Q[1-4]$/, 'Choose a quarter such as 2026-Q4'))),
    from: v.optional(day('start')),
    to: v.optional(day('end')),
  }),
  v.forward(
    v.check((q) => q.range !== 'last_n_days' || q.days !== undefined, 'Enter a number of days'),
    ['days'],
  ),
  v.forward(
    v.check((q) => q.range !== 'custom' || q.from !== undefined, 'Enter the start date'),
    ['from'],
  ),
  v.forward(
    v.check((q) => q.range !== 'custom' || q.to !== undefined, 'Enter the end date'),
    ['to'],
  ),
  v.forward(
    v.check((q) => q.range !== 'custom' || !q.from || !q.to || q.from <= q.to, 'The end date must not be before the start date'),
    ['to'],
  ),
  v.forward(
    v.check(
      (q) => q.range !== 'custom' || !q.from || !q.to || daySpan(q.from, q.to) <= MAX_REPORT_DAYS,
      `A range covers at most ${MAX_REPORT_DAYS} days`,
    ),
    ['to'],
  ),
);
export type ReportRangeQuery = v.InferOutput<typeof reportRangeQuery>;

const routerFilter = {
  routerId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))),
  routerKind: v.optional(v.picklist(ROUTER_KINDS, 'Choose a router kind')),
};

export const conversionReportQuery = v.intersect([reportRangeQuery, v.object(routerFilter)]);
export type ConversionReportQuery = v.InferOutput<typeof conversionReportQuery>;

export const distributionReportQuery = v.intersect([
  reportRangeQuery,
  v.object({ ...routerFilter, status: v.optional(v.picklist(REPORT_MEETING_STATUSES, 'Choose a status')) }),
]);
export type DistributionReportQuery = v.InferOutput<typeof distributionReportQuery>;

/** The funnel of spec section 4: forms submitted, qualified, disqualified, booked, not booked (plus still deciding). */
export type Funnel = { submitted: number; qualified: number; disqualified: number; booked: number; notBooked: number; pending: number };
export const FUNNEL_STAGES = [
  ['submitted', 'Forms submitted'],
  ['qualified', 'Qualified'],
  ['disqualified', 'Disqualified'],
  ['booked', 'Booked'],
  ['notBooked', 'Not booked'],
] as const satisfies readonly (readonly [keyof Funnel, string])[];

export type ResolvedRange = { range: ReportRange; from: string; to: string; days: number; timezone: string };
export type ReportRouterRef = { id: string; kind: ReportRouterKind; name: string; deleted: boolean };

/** GET /api/reports/conversion */
export type ConversionReportDto = {
  range: ResolvedRange;
  router: ReportRouterRef | null;
  scope: 'organization' | 'own';
  funnel: Funnel;
  trend: ({ day: string } & Funnel)[];
};

export type MemberDistribution = {
  userId: string;
  name: string;
  byStatus: Record<ReportMeetingStatus, number>;
  total: number;
  /** This member's share of the meetings shown, 0..1. */
  share: number;
  /** The share the pod weights give this member, 0..1; null when the member is in no pod of the selection. */
  weightedShare: number | null;
  weight: number | null;
};

/** GET /api/reports/distribution */
export type DistributionReportDto = {
  range: ResolvedRange;
  router: ReportRouterRef | null;
  status: ReportMeetingStatus | null;
  scope: 'organization' | 'own';
  total: number;
  byStatus: Record<ReportMeetingStatus, number>;
  members: MemberDistribution[];
  topBooker: { userId: string; name: string; meetings: number } | null;
  bookers: { userId: string; name: string; meetings: number }[];
  channels: { direct: number; sharedLink: number };
  sources: { source: string; label: string; meetings: number }[];
  trend: ({ day: string } & Record<ReportMeetingStatus, number>)[];
};

/** GET /api/reports/routers: what a report can be narrowed to, with a search. */
export const reportRoutersQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  kind: v.optional(v.picklist(ROUTER_KINDS, 'Choose a router kind')),
});
export type ReportRoutersDto = { data: ReportRouterRef[] };
/** POST /api/reports/rollups/rebuild: the zone the days were cut in and how long the rebuild took. */
export type RollupRebuildDto = { timezone: string; ms: number };

/** Where a meeting came from, in words. */
export const SOURCE_LABELS: Record<string, string> = {
  routewise_app: 'Booked in the app',
  chrome_extension: 'Browser extension',
  outlook_addin: 'Outlook add-in',
  relay_link: 'Relay link',
  pod_link: 'Pod link',
  router: 'Router',
  meeting_link: 'Meeting link',
  group_link: 'Group link',
  booked_by_member: 'Booked by a member',
};
/** Sources where a member booked for the prospect (direct bookings); everything else the prospect booked through a shared link, router or form. */
export const DIRECT_SOURCES: readonly string[] = ['routewise_app', 'app', 'chrome_extension', 'outlook_addin', 'booked_by_member'];
export const isDirectSource = (source: string) => DIRECT_SOURCES.includes(source) || source.endsWith('_app');
export const sourceLabel = (s: string) => SOURCE_LABELS[s] ?? (s.endsWith('_app') ? 'Booked in the app' : s.replace(/_/g, ' '));

export const EXPORT_KINDS = ['routing_logs', 'conversion_report', 'distribution_report'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The answer to "e-mail me this export" (spec section 8: an export shows a report-on-the-way message). */
export const EXPORT_ON_THE_WAY = 'Your report is on the way. It will reach your inbox within 10 minutes.';

/** POST /api/exports */
export const exportRequestBody = v.variant('kind', [
  v.object({ kind: v.literal('routing_logs'), filters: v.optional(routingLogsExportBody, {}) }),
  v.object({ kind: v.literal('conversion_report'), filters: v.intersect([reportRangeQuery, v.object(routerFilter)]) }),
  v.object({ kind: v.literal('distribution_report'), filters: distributionReportQuery }),
]);
export type ExportRequest = v.InferOutput<typeof exportRequestBody>;
export type ExportAcceptedDto = { id: string; message: string };

const pct = (x: number | null) => (x === null ? '' : `${(x * 100).toFixed(1)}%`);

/** The conversion report as a table (header first): one row per day, then the totals. The download and the e-mailed export share it. */
export function conversionTable(r: ConversionReportDto): string[][] {
  const head = ['Day', ...FUNNEL_STAGES.map(([, label]) => label)];
  const row = (label: string, f: Funnel) => [label, ...FUNNEL_STAGES.map(([k]) => String(f[k]))];
  return [head, ...r.trend.map((t) => row(t.day, t)), row('Total', r.funnel)];
}

/** The distribution report as a table (header first): one row per member with their share against the weighted share. */
export function distributionTable(r: DistributionReportDto): string[][] {
  const head = ['Member', ...REPORT_MEETING_STATUSES.map((s) => MEETING_STATUS_LABELS[s]), 'Total', 'Share', 'Weighted share'];
  return [
    head,
    ...r.members.map((m) => [
      m.name,
      ...REPORT_MEETING_STATUSES.map((s) => String(m.byStatus[s])),
      String(m.total),
      pct(m.share),
      pct(m.weightedShare),
    ]),
  ];
}

/** "Last 28 days (2026-10-29 to 2026-11-25, Europe/Berlin)": how a report names its range in files and e-mails. */
export const rangeCaption = (r: ResolvedRange) =>
  `${REPORT_RANGE_LABELS[r.range]} (${r.from === r.to ? r.from : `${r.from} to ${r.to}`}, ${r.timezone})`;
