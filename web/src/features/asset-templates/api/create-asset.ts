import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AssetCategory, AssetDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { assetsKey } from './list-assets';

export type NewAsset = { category: AssetCategory; link: string; name: string; meta?: { duration?: number | null } };

/** POST /api/assets (spec section 7): `{ asset: { category, link, meta, name } }`. */
export function useCreateAsset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (asset: NewAsset): Promise<AssetDto> =>
      (await call(api.assets.$post({ json: { asset: { meta: {}, ...asset } } }))).data as AssetDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: assetsKey });
      toast.success('Asset added');
    },
  });
}
