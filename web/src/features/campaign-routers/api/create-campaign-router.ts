import type { CampaignRouterDto, CampaignRouterInput } from '@contracts/campaign';
import { api } from '@web/lib/api';
import { useCreateSave } from '@web/lib/cache-mutation';
import { campaignRouterQuery } from './get-campaign-router';
import { campaignKey } from './list-campaign-routers';

/** Creates a campaign router; its link works at once. */
export const useCreateCampaignRouter = () =>
  useCreateSave<CampaignRouterInput, CampaignRouterDto>(
    api['campaign-routers'],
    campaignRouterQuery,
    [[...campaignKey, 'list']],
    'Campaign router created',
  );
