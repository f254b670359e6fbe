import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignRouterSummaryDto } from '@contracts/campaign';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'campaign-routers', so one invalidation refreshes lists and details. */
export const campaignKey = ['campaign-routers'] as const;

/** Campaign routers with their last-28-days figures, filtered by name or slug on the server. */
export const campaignRoutersQuery = (search: string) =>
  queryOptions({
    queryKey: [...campaignKey, 'list', search],
    queryFn: async (): Promise<CampaignRouterSummaryDto[]> =>
      (await call(api['campaign-routers'].$get({ query: search ? { search } : {} }))).data as CampaignRouterSummaryDto[],
  });

// The previous result stays on screen while the next search loads, so the list does not flash empty.
export const useCampaignRouters = (search: string) => useQuery({ ...campaignRoutersQuery(search), placeholderData: keepPreviousData });
