import * as React from 'react';
import type { AssetDto } from '@contracts/assets';
import { useRefreshVideo } from '../api/refresh-video';

const EVERY_MS = 5000;

/** While a Mux video is processing, asks Mux where it is every few seconds (the webhook may not reach this server). */
export function useProcessingVideos(assets: AssetDto[] | undefined) {
  const refresh = useRefreshVideo();
  const ids = (assets ?? []).filter((a) => a.video?.status === 'processing').map((a) => a.id);
  const key = ids.join(',');
  const { mutate } = refresh;
  React.useEffect(() => {
    if (!key) return;
    const timer = window.setInterval(() => key.split(',').forEach((id) => mutate(id)), EVERY_MS);
    return () => window.clearInterval(timer);
  }, [key, mutate]);
}
