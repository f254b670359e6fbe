import * as v from 'valibot';
import { zoneName } from './auth-responses';
import { meetingSummarySchema } from './booking-responses';
import {
  ROUTER_ATTENTION_LABELS,
  type DashboardLinkDto,
  type FunnelDto,
  type MyDashboardDto,
  type OverviewDashboardDto,
  type RouterAttentionDto,
  type RouterAttentionReason,
} from './dashboard';
import { examples, absoluteUrl, instant, schemaOf } from './response-kit';

/**
 * The answers of the home dashboard APIs as valibot schemas: the OpenAPI document describes each
 * success body from these, and the type checks at the bottom keep them equal to the DTO types the
 * service returns.
 */

const ATTENTION_REASONS = Object.keys(ROUTER_ATTENTION_LABELS) as RouterAttentionReason[];

const viewerZone = v.pipe(zoneName, v.description("The viewer's zone (their profile's, else the organization's), in which today is cut"));

export const routerAttentionSchema = schemaOf<RouterAttentionDto>()(
  v.object({ id: v.string(), name: v.string(), reasons: v.array(v.picklist(ATTENTION_REASONS)) }),
);

export const dashboardFunnelSchema = schemaOf<FunnelDto>()(
  v.pipe(
    v.object({
      since: instant,
      submitted: v.number(),
      qualified: v.number(),
      disqualified: v.number(),
      booked: v.number(),
      notBooked: v.number(),
    }),
    v.description('The last 7 days of routing; qualified = submitted - disqualified'),
  ),
);

export const overviewDashboardSchema = schemaOf<OverviewDashboardDto>()(
  v.pipe(
    v.object({
      timezone: viewerZone,
      today: v.object({ from: instant, to: instant, meetings: v.array(meetingSummarySchema) }),
      routersNeedingAttention: v.array(routerAttentionSchema),
      funnel: dashboardFunnelSchema,
    }),
    examples({
      timezone: 'Europe/Berlin',
      today: { from: '2026-11-28T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z', meetings: [] },
      routersNeedingAttention: [{ id: 'r_1', name: 'Website demo form', reasons: ['awaiting_installation', 'no_traffic'] }],
      funnel: { since: '2026-11-22T09:00:00.000Z', submitted: 12, qualified: 9, disqualified: 3, booked: 6, notBooked: 2 },
    }),
  ),
);

export const dashboardLinkSchema = schemaOf<DashboardLinkDto>()(
  v.object({
    id: v.string(),
    name: v.string(),
    kind: v.string(),
    meetingTypeName: v.string(),
    url: absoluteUrl,
  }),
);

export const myDashboardSchema = schemaOf<MyDashboardDto>()(
  v.pipe(
    v.object({ timezone: viewerZone, nextMeetings: v.array(meetingSummarySchema), links: v.array(dashboardLinkSchema) }),
    examples({
      timezone: 'Europe/Berlin',
      nextMeetings: [],
      links: [
        { id: 'l_1', name: 'Intro call', kind: 'personal', meetingTypeName: 'Intro call', url: 'https://app.routewise.test/book/intro' },
      ],
    }),
  ),
);
