import { fromZonedTime } from 'date-fns-tz';
import { ROUTER_KIND_LIST, type AvailableRouterKind } from '@contracts/router-kinds';
import type { ResolvedRange } from '@contracts/reports';

/** A kind's routing log path (its views' base, from the one list of kinds). */
export const routingLogBase = (kind: AvailableRouterKind): string =>
  ROUTER_KIND_LIST.find((k) => k.id === kind)?.views.logPath ?? '/routing-logs/views/';

/** A router card's link to its routing log: every prospect of the router, from `since` when the card counts a range. */
export const routerLogLink = (kind: AvailableRouterKind, routerId: string, since?: string) =>
  `${routingLogBase(kind)}all-prospects?routerId=${routerId}${since ? `&since=${encodeURIComponent(since)}` : ''}`;

/** The day after an ISO date (YYYY-MM-DD), by the calendar. */
const nextDay = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

/**
 * A funnel row's drill-down: the router's routing log over the report's days (from the first day's start to the
 * start of the day after the last, in the report's zone), narrowed to one pod, rep or rule, named in words.
 */
export function funnelLogLink(
  kind: AvailableRouterKind,
  routerId: string,
  range: ResolvedRange,
  narrow: { podId: string } | { assigneeId: string } | { ruleId: string },
  label: string,
) {
  const q = new URLSearchParams({
    routerId,
    since: fromZonedTime(`${range.from}T00:00:00`, range.timezone).toISOString(),
    until: fromZonedTime(`${nextDay(range.to)}T00:00:00`, range.timezone).toISOString(),
    ...narrow,
    drill: label,
  });
  return `${routingLogBase(kind)}all-prospects?${q}`;
}
