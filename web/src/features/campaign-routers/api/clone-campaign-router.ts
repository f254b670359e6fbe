import type { CampaignRouterDto } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { campaignKey } from './list-campaign-routers';

/** Copies a router under a new name and slug (the server picks a free "-copy" slug when none is given). */
export function useCloneCampaignRouter(id: string) {
  return useRefreshingMutation(
    async (json: { name?: string; slug?: string }): Promise<CampaignRouterDto> =>
      (await call(api['campaign-routers'][':id'].clone.$post({ param: { id }, json }))).data as CampaignRouterDto,
    [[...campaignKey, 'list']],
    'Campaign router cloned',
  );
}
