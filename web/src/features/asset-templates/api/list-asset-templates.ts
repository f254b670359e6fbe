import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetTemplateDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { assetsKey } from './list-assets';

/** GET /api/asset-templates: the system template first, then the organization's own by name. */
export const assetTemplatesQuery = () =>
  queryOptions({
    queryKey: [...assetsKey, 'templates'],
    queryFn: async (): Promise<AssetTemplateDto[]> => (await call(api['asset-templates'].$get())).data as AssetTemplateDto[],
  });

export const useAssetTemplates = () => useQuery(assetTemplatesQuery());
