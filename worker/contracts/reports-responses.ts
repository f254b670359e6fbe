import * as v from 'valibot';
import { zoneName } from './auth-responses';
import {
  REPORT_MEETING_STATUSES,
  REPORT_RANGES,
  ROUTER_KINDS,
  type ConversionReportDto,
  type DistributionReportDto,
  type Funnel,
  type MemberDistribution,
  type ReportMeetingStatus,
  type ReportRouterRef,
  type ReportRoutersDto,
  type ResolvedRange,
  type RollupRebuildDto,
} from './reports';
import { examples, schemaOf } from './response-kit';

/**
 * The answers of the reports APIs as valibot schemas: the OpenAPI document describes each success
 * body from these, and the type checks at the bottom keep them equal to the DTO types the services
 * return.
 */

/** A calendar day in the organization's zone. */
const day = v.pipe(v.string(), v.isoDate(), v.metadata({ examples: ['2026-11-29'] }));
const share = (what: string) => v.pipe(v.number(), v.minValue(0), v.maxValue(1), v.description(what));

/** A count per meeting status, every status present. */
const statusCountEntries = Object.fromEntries(REPORT_MEETING_STATUSES.map((s) => [s, v.number()])) as Record<
  ReportMeetingStatus,
  v.NumberSchema<undefined>
>;
const statusCounts = v.object(statusCountEntries);

export const resolvedRangeSchema = schemaOf<ResolvedRange>()(
  v.object({
    range: v.picklist(REPORT_RANGES),
    from: day,
    to: day,
    days: v.number(),
    timezone: v.pipe(zoneName, v.description("The organization's zone, in which the days are cut")),
  }),
);

export const reportRouterSchema = schemaOf<ReportRouterRef>()(
  v.object({ id: v.string(), kind: v.picklist(ROUTER_KINDS), name: v.string(), deleted: v.boolean() }),
);

const funnelEntries = {
  submitted: v.number(),
  qualified: v.number(),
  disqualified: v.number(),
  booked: v.number(),
  notBooked: v.number(),
  pending: v.number(),
};
export const funnelSchema = schemaOf<Funnel>()(v.object(funnelEntries));

const scope = v.pipe(v.picklist(['organization', 'own']), v.description('own: a User sees only their own sessions and meetings'));

const exampleRange = { range: 'last_7_days', from: '2026-11-23', to: '2026-11-29', days: 7, timezone: 'Europe/Berlin' };

export const conversionReportSchema = schemaOf<ConversionReportDto>()(
  v.pipe(
    v.object({
      range: resolvedRangeSchema,
      router: v.nullable(reportRouterSchema),
      scope,
      funnel: funnelSchema,
      trend: v.array(v.object({ day, ...funnelEntries })),
    }),
    examples({
      range: exampleRange,
      router: null,
      scope: 'organization',
      funnel: { submitted: 12, qualified: 9, disqualified: 3, booked: 6, notBooked: 2, pending: 1 },
      trend: [{ day: '2026-11-29', submitted: 2, qualified: 2, disqualified: 0, booked: 1, notBooked: 1, pending: 0 }],
    }),
  ),
);

export const memberDistributionSchema = schemaOf<MemberDistribution>()(
  v.object({
    userId: v.string(),
    name: v.string(),
    byStatus: statusCounts,
    total: v.number(),
    share: share("This member's share of the meetings shown"),
    weightedShare: v.nullable(share('The share the pod weights give this member; null when the member is in no pod of the selection')),
    weight: v.nullable(v.number()),
  }),
);

const booker = v.object({ userId: v.string(), name: v.string(), meetings: v.number() });

export const distributionReportSchema = schemaOf<DistributionReportDto>()(
  v.pipe(
    v.object({
      range: resolvedRangeSchema,
      router: v.nullable(reportRouterSchema),
      status: v.nullable(v.picklist(REPORT_MEETING_STATUSES)),
      scope,
      total: v.number(),
      byStatus: statusCounts,
      members: v.array(memberDistributionSchema),
      topBooker: v.nullable(booker),
      bookers: v.array(booker),
      channels: v.object({ direct: v.number(), sharedLink: v.number() }),
      sources: v.array(v.object({ source: v.string(), label: v.string(), meetings: v.number() })),
      trend: v.array(v.object({ day, ...statusCountEntries })),
    }),
    examples({
      range: exampleRange,
      router: null,
      status: null,
      scope: 'organization',
      total: 3,
      byStatus: { scheduled: 2, completed: 1, cancelled: 0, no_show: 0 },
      members: [
        {
          userId: 'u_2',
          name: 'Uma User',
          byStatus: { scheduled: 2, completed: 1, cancelled: 0, no_show: 0 },
          total: 3,
          share: 1,
          weightedShare: null,
          weight: null,
        },
      ],
      topBooker: { userId: 'u_1', name: 'Ada Admin', meetings: 1 },
      bookers: [{ userId: 'u_1', name: 'Ada Admin', meetings: 1 }],
      channels: { direct: 1, sharedLink: 2 },
      sources: [{ source: 'meeting_link', label: 'Meeting link', meetings: 2 }],
      trend: [{ day: '2026-11-29', scheduled: 2, completed: 1, cancelled: 0, no_show: 0 }],
    }),
  ),
);

export const reportRoutersSchema = schemaOf<ReportRoutersDto>()(
  v.pipe(
    v.object({ data: v.array(reportRouterSchema) }),
    v.metadata({ examples: [{ data: [{ id: 'r_1', kind: 'inbound', name: 'Website demo form', deleted: false }] }] }),
  ),
);

export const rollupRebuildSchema = schemaOf<RollupRebuildDto>()(
  v.pipe(
    v.object({ timezone: zoneName, ms: v.pipe(v.number(), v.description('How long the rebuild took, in milliseconds')) }),
    v.metadata({ examples: [{ timezone: 'Europe/Berlin', ms: 42 }] }),
  ),
);
