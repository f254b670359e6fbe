import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { campaignRouterQuery } from './get-campaign-router';
import { campaignKey } from './list-campaign-routers';

/** Creates a campaign router; its link works at once. */
export function useCreateCampaignRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: CampaignRouterInput): Promise<CampaignRouterDto> =>
      (await call(api['campaign-routers'].$post({ json: json as never }))).data as CampaignRouterDto,
    onSuccess: (data) => {
      qc.setQueryData(campaignRouterQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...campaignKey, 'list'] });
      toast.success('Campaign router created');
    },
  });
}
