import { api } from '@web/lib/api';
import { useDeleteById } from '@web/lib/delete-mutation';
import { campaignKey } from './list-campaign-routers';

export const useDeleteCampaignRouter = () =>
  useDeleteById(api['campaign-routers'][':id'], 'Campaign router deleted', { lists: [campaignKey] });
