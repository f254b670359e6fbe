import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignRouterDto } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { campaignKey } from './list-campaign-routers';

export const campaignRouterQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaignKey, 'detail', id],
    queryFn: async (): Promise<CampaignRouterDto> =>
      (await call(api['campaign-routers'][':id'].$get({ param: { id } }))).data as CampaignRouterDto,
  });

export const useCampaignRouter = (id: string) => useQuery({ ...campaignRouterQuery(id), enabled: !!id });
