import { api } from '@web/lib/api';
import { useDeleteById } from '@web/lib/cache-mutation';
import { campaignKey } from './list-campaign-routers';

export const useDeleteCampaignRouter = () => useDeleteById(api['campaign-routers'][':id'], [campaignKey], 'Campaign router deleted');
