import type { MeetingSummaryDto } from './meetings';

/** Why a router is on the home dashboard: its snippet is not installed yet, or nobody submitted in 7 days. */
export type RouterAttentionReason = 'awaiting_installation' | 'no_traffic';

export const ROUTER_ATTENTION_LABELS: Record<RouterAttentionReason, string> = {
  awaiting_installation: 'Awaiting installation',
  no_traffic: 'No submissions in 7 days',
};

export type RouterAttentionDto = { id: string; name: string; reasons: RouterAttentionReason[] };

/** The last 7 days of routing at a glance; qualified = submitted - disqualified. */
export type FunnelDto = { since: string; submitted: number; qualified: number; disqualified: number; booked: number; notBooked: number };

/** GET /api/dashboard/overview (Admins and Managers): today in the viewer's zone, routers, the funnel. */
export type OverviewDashboardDto = {
  timezone: string;
  today: { from: string; to: string; meetings: MeetingSummaryDto[] };
  routersNeedingAttention: RouterAttentionDto[];
  funnel: FunnelDto;
};

export type DashboardLinkDto = { id: string; name: string; kind: string; meetingTypeName: string; url: string };

/** GET /api/dashboard/mine (everyone): the viewer's next meetings and their links. */
export type MyDashboardDto = { timezone: string; nextMeetings: MeetingSummaryDto[]; links: DashboardLinkDto[] };
