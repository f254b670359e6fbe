import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'assets', so one invalidation refreshes the library and the templates. */
export const assetsKey = ['assets'] as const;

/** GET /api/assets: the organization's library. */
export const assetsQuery = () =>
  queryOptions({
    queryKey: [...assetsKey, 'library'],
    queryFn: async (): Promise<AssetDto[]> => (await call(api.assets.$get({ query: { scope: 'account' } }))).data as AssetDto[],
  });

export const useAssets = () => useQuery(assetsQuery());
