import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MuxConnectionDto } from '@contracts/media';
import type { VideoUploadDto } from '@contracts/assets';
import { api, call } from '@web/lib/api';
import { assetsKey } from './list-assets';

/** Whether videos go to Mux (connected) or to storage like images (at most 5 MB). */
export const videoTargetQuery = queryOptions({
  queryKey: [...assetsKey, 'video-target'],
  queryFn: async (): Promise<'mux' | 'storage'> =>
    ((await call(api.media.mux.$get())).data as MuxConnectionDto).status === 'connected' ? 'mux' : 'storage',
});
export const useVideoTarget = () => useQuery(videoTargetQuery);

/**
 * A video through Mux: POST /api/assets/video-uploads makes the asset (processing) and a direct upload, then
 * the browser PUTs the file to Mux's upload URL. Mux has no 5 MB limit; the asset turns ready once transcoded.
 */
export function useUploadMuxVideo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, name }: { file: File; name: string }) => {
      const { asset, uploadUrl } = (await call(api.assets['video-uploads'].$post({ json: { name } }))).data as VideoUploadDto;
      const put = await fetch(uploadUrl, {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      });
      if (!put.ok) throw new Error('Unable to upload video asset');
      return asset;
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: assetsKey }),
    onSuccess: () => toast.success('Video uploaded: Mux is processing it'),
  });
}
