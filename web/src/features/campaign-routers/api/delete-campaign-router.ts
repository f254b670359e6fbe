import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { campaignKey } from './list-campaign-routers';

export function useDeleteCampaignRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['campaign-routers'][':id'].$delete({ param: { id } }));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: campaignKey });
      toast.success('Campaign router deleted');
    },
  });
}
