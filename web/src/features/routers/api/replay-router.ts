import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReplayChangesPageDto, RouterReplayDto, RouterReplayInput } from '@contracts/router-replays';
import { api, call } from '@web/lib/api';

/** Starts a replay over history of a router version (live or the editor's draft); the job runs in the background. */
export function useStartReplay(id: string) {
  return useMutation({
    mutationFn: async (json: RouterReplayInput): Promise<RouterReplayDto> =>
      (await call(api.routers[':id'].replays.$post({ param: { id }, json }))).data as RouterReplayDto,
  });
}

/** A replay, polled every second while it runs (its progress), then kept. */
export const useReplay = (id: string, replayId: string | null) =>
  useQuery({
    queryKey: ['routers', 'replays', id, replayId],
    enabled: !!replayId,
    queryFn: async (): Promise<RouterReplayDto> =>
      (await call(api.routers[':id'].replays[':replayId'].$get({ param: { id, replayId: replayId! } }))).data as RouterReplayDto,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false),
  });

/** One page of a finished replay's changed sessions. */
export const useReplayChanges = (id: string, replayId: string, cursor: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['routers', 'replays', id, replayId, 'changes', cursor ?? ''],
    enabled,
    queryFn: async (): Promise<ReplayChangesPageDto> =>
      (await call(
        api.routers[':id'].replays[':replayId'].changes.$get({ param: { id, replayId }, query: cursor ? { cursor } : {} }),
      )) as ReplayChangesPageDto,
  });

/** Where the browser downloads a replay's changes as CSV (the session cookie authorizes it). */
export const replayCsvUrl = (id: string, replayId: string) => `/api/routers/${id}/replays/${replayId}/changes.csv`;
