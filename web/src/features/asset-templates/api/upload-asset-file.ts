import { useMutation } from '@tanstack/react-query';
import { ASSET_FILE_MAX_BYTES, ASSET_MESSAGES } from '@contracts/assets';
import { api, call } from '@web/lib/api';

/** How long a video file plays, read by the browser (the spec: for a video, metadata and duration are fetched). */
export function videoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration * 10) / 10 : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * POST /api/uploads with field `files` (and `kind` video for a video): the answer's s3Url is the asset's
 * link. A file over 5 MB is refused here first with the spec's message; 413 says the same from the server.
 */
export function useUploadAssetFile() {
  return useMutation({
    mutationFn: async ({ file, kind }: { file: File; kind: 'image' | 'video' }): Promise<string> => {
      if (file.size > ASSET_FILE_MAX_BYTES) throw new Error(ASSET_MESSAGES.fileTooLarge);
      const form = kind === 'video' ? { files: file, kind } : { files: file };
      return ((await call(api.uploads.$post({ form } as never))) as { data: { s3Url: string } }).data.s3Url;
    },
  });
}
