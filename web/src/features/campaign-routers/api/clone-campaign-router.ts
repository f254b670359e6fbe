import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CampaignRouterDto } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { campaignKey } from './list-campaign-routers';

/** Copies a router under a new name and slug (the server picks a free "-copy" slug when none is given). */
export function useCloneCampaignRouter(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: { name?: string; slug?: string }): Promise<CampaignRouterDto> =>
      (await call(api['campaign-routers'][':id'].clone.$post({ param: { id }, json }))).data as CampaignRouterDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...campaignKey, 'list'] });
      toast.success('Campaign router cloned');
    },
  });
}
