import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditFilterName, AuditPageDto } from '@contracts/audit-log';
import { api, call } from '@web/lib/api';

export type AuditQuery = { filter: AuditFilterName; from?: string; to?: string };

export const auditLogQuery = (q: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', q],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }): Promise<AuditPageDto> =>
      (await call(
        api['audit-log'].$get({
          query: {
            filter: q.filter,
            ...(q.from ? { from: q.from } : {}),
            ...(q.to ? { to: q.to } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
            limit: '50',
          },
        }),
      )) as AuditPageDto,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export const useAuditLog = (q: AuditQuery) => useInfiniteQuery(auditLogQuery(q));
