import { useQueryClient } from '@tanstack/react-query';
import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { api, call, ifMatch } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { campaignRouterQuery } from './get-campaign-router';
import { campaignKey } from './list-campaign-routers';

/**
 * Saves the router as a new version. If-Match names the version the editor loaded, so an edit made
 * meanwhile by someone else is not overwritten: the server answers 412 and the form shows its message.
 */
export function useUpdateCampaignRouter(id: string) {
  const qc = useQueryClient();
  return useCachedMutation(
    campaignRouterQuery(id).queryKey,
    async (input: CampaignRouterInput): Promise<CampaignRouterDto> => {
      const version = qc.getQueryData(campaignRouterQuery(id).queryKey)?.version;
      const headers = ifMatch(version);
      return (await call(api['campaign-routers'][':id'].$put({ param: { id }, json: input as never }, headers))).data as CampaignRouterDto;
    },
    [
      [...campaignKey, 'list'],
      [...campaignKey, 'installation', id],
    ],
    'Campaign router updated',
  );
}
