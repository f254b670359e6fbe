import { useQuery } from '@tanstack/react-query';
import type { LedgerEntryDto, RoundRobinSnapshotDto } from '@contracts/distribution';
import { api, call } from '@web/lib/api';
import { campaignKey } from './list-campaign-routers';

/** The fallback distribution's round robin: levels, outcomes, the reset period and the queue preview. */
export const useCampaignRoundRobin = (id: string) =>
  useQuery({
    queryKey: [...campaignKey, 'round-robin', id],
    queryFn: async (): Promise<RoundRobinSnapshotDto> =>
      (await call(api['campaign-routers'][':id']['round-robin'].$get({ param: { id } }))).data as RoundRobinSnapshotDto,
    staleTime: 0,
  });

/** The fallback distribution's ledger, newest first. */
export const useCampaignRoundRobinLog = (id: string) =>
  useQuery({
    queryKey: [...campaignKey, 'round-robin-log', id],
    queryFn: async (): Promise<LedgerEntryDto[]> =>
      (await call(api['campaign-routers'][':id']['round-robin'].log.$get({ param: { id }, query: { limit: '50' } })))
        .data as LedgerEntryDto[],
    staleTime: 0,
  });
