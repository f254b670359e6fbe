import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { api } from '@web/lib/api';
import { useVersionedSave } from '@web/lib/cache-mutation';
import { campaignRouterQuery } from './get-campaign-router';
import { campaignKey } from './list-campaign-routers';

/**
 * Saves the router as a new version. If-Match names the version the editor loaded, so an edit made
 * meanwhile by someone else is not overwritten: the server answers 412 and the form shows its message.
 */
export function useUpdateCampaignRouter(id: string) {
  return useVersionedSave<CampaignRouterInput, CampaignRouterDto>(
    api['campaign-routers'][':id'],
    id,
    campaignRouterQuery(id),
    [
      [...campaignKey, 'list'],
      [...campaignKey, 'installation', id],
    ],
    'Campaign router updated',
  );
}
