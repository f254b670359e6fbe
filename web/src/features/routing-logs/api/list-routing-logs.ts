import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RoutingLogListDto, SessionRouterKind } from '@contracts/routing-logs';
import type { RoutingLogView } from '@contracts/routing-sessions';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'routing-logs', so one invalidation refreshes lists and details. */
export const routingLogsKey = ['routing-logs'] as const;

/**
 * How far the log is narrowed, for the list and its export alike: `since` and `until` (ISO) to a range, as a router
 * card's last 28 days; a funnel drills down to a pod, rep or rule.
 */
export type RoutingLogNarrowing = {
  since?: string;
  until?: string;
  podId?: string;
  assigneeId?: string;
  ruleId?: string;
  routerKind?: SessionRouterKind;
};

export type RoutingLogListParams = { view: RoutingLogView; search: string; routerId: string | null } & RoutingLogNarrowing;

/** One view of the routing log, page by page along the server's cursor. */
export const useRoutingLogs = (p: RoutingLogListParams) =>
  useInfiniteQuery({
    queryKey: [...routingLogsKey, 'list', p],
    queryFn: async ({ pageParam }): Promise<RoutingLogListDto> =>
      call(
        api['routing-logs'].$get({
          query: {
            view: p.view,
            ...(p.search ? { search: p.search } : {}),
            ...(p.routerId ? { routerId: p.routerId } : {}),
            ...(p.since ? { since: p.since } : {}),
            ...(p.until ? { until: p.until } : {}),
            ...(p.podId ? { podId: p.podId } : {}),
            ...(p.assigneeId ? { assigneeId: p.assigneeId } : {}),
            ...(p.ruleId ? { ruleId: p.ruleId } : {}),
            ...(p.routerKind ? { routerKind: p.routerKind } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ) as Promise<RoutingLogListDto>,
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New submissions arrive all the time, so a visit reads the log fresh.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
