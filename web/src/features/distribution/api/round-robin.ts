import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LedgerEntryDto, RoundRobinSnapshotDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { distributionKey } from './list-distribution-rules';

export const roundRobinKey = (id: string) => [...distributionKey, 'round-robin', id] as const;

/** Levels, outcomes, the reset date and the queue preview. Counts move with every booking, so fetched fresh. */
export const roundRobinQuery = (id: string) =>
  queryOptions({
    queryKey: [...roundRobinKey(id), 'snapshot'],
    queryFn: async (): Promise<RoundRobinSnapshotDto> =>
      (await call(api['distribution-rules'][':id']['round-robin'].$get({ param: { id } }))).data as RoundRobinSnapshotDto,
    staleTime: 0,
  });

export const useRoundRobin = (id: string) => useQuery(roundRobinQuery(id));

/** The ledger, newest first, a page at a time; the next page starts before the oldest seq shown. */
export const roundRobinLogQuery = (id: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...roundRobinKey(id), 'log', pageSize],
    queryFn: async ({ pageParam }): Promise<LedgerEntryDto[]> =>
      (
        await call(
          api['distribution-rules'][':id']['round-robin'].log.$get({
            param: { id },
            query: { limit: String(pageSize), ...(pageParam ? { before: String(pageParam) } : {}) },
          }),
        )
      ).data as LedgerEntryDto[],
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length < pageSize ? undefined : last[last.length - 1].seq),
    staleTime: 0,
  });

export const useRoundRobinLog = (id: string, pageSize = 50) => useInfiniteQuery(roundRobinLogQuery(id, pageSize));
