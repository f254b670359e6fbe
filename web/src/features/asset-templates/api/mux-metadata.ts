import { useQuery } from '@tanstack/react-query';
import type { MuxVideoMetadataDto } from '@contracts/media';
import { muxPlaybackIdOf } from '@contracts/mux-url';
import { api, call } from '@web/lib/api';
import { assetsKey } from './list-assets';

/** POST /api/mux (spec section 7, `{url}` -> Get video metadata): what Mux has of the video a pasted Mux URL plays. */
export function useMuxMetadata(url: string) {
  const trimmed = url.trim();
  return useQuery({
    queryKey: [...assetsKey, 'mux-metadata', trimmed],
    queryFn: async () => (await call(api.mux.$post({ json: { url: trimmed } }))).data as MuxVideoMetadataDto,
    enabled: muxPlaybackIdOf(trimmed) !== null,
    retry: false,
    staleTime: 30_000,
  });
}
