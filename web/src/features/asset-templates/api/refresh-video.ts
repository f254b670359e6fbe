import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { assetsKey } from './list-assets';

/** POST /api/assets/:id/video-status: asks Mux where a processing video is (when its webhook has not come yet). */
export function useRefreshVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api.assets[':id']['video-status'].$post({ param: { id } }))).data as AssetDto,
    onSuccess: (a) => {
      if (a.video?.status !== 'processing') void qc.invalidateQueries({ queryKey: assetsKey });
    },
  });
}
