import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { campaignKey } from './list-campaign-routers';

export function useDeleteCampaignRouter() {
  return useRefreshingMutation(
    async (id: string) => {
      await call(api['campaign-routers'][':id'].$delete({ param: { id } }));
    },
    [campaignKey],
    'Campaign router deleted',
  );
}
