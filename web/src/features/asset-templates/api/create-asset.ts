import type { AssetCategory, AssetDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { assetsKey } from './list-assets';

export type NewAsset = { category: AssetCategory; link: string; name: string; meta?: { duration?: number | null } };

/** POST /api/assets (spec section 7): `{ asset: { category, link, meta, name } }`. */
export function useCreateAsset() {
  return useRefreshingMutation(
    async (asset: NewAsset): Promise<AssetDto> =>
      (await call(api.assets.$post({ json: { asset: { meta: {}, ...asset } } }))).data as AssetDto,
    [assetsKey],
    'Asset added',
  );
}
