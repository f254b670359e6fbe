import { useQuery } from '@tanstack/react-query';
import type { CampaignInstallationDto } from '@contracts/campaign';
import { api, call } from '@web/lib/api';
import { campaignKey } from './list-campaign-routers';

/** The router link and its pre-filled variants for each marketing automation tool. */
export const useCampaignInstallation = (id: string) =>
  useQuery({
    queryKey: [...campaignKey, 'installation', id],
    queryFn: async (): Promise<CampaignInstallationDto> =>
      (await call(api['campaign-routers'][':id'].installation.$get({ param: { id } }))).data as CampaignInstallationDto,
  });
