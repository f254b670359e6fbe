import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { campaignRouterQuery } from './get-campaign-router';
import { campaignKey } from './list-campaign-routers';

/** Creates a campaign router; its link works at once. */
export function useCreateCampaignRouter() {
  return useCachedMutation(
    (data) => campaignRouterQuery(data.id).queryKey,
    async (json: CampaignRouterInput): Promise<CampaignRouterDto> =>
      (await call(api['campaign-routers'].$post({ json: json as never }))).data as CampaignRouterDto,
    [[...campaignKey, 'list']],
    'Campaign router created',
  );
}
