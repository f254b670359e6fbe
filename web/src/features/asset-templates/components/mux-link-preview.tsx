import type { MuxVideoMetadataDto } from '@contracts/media';
import { muxPlaybackIdOf } from '@contracts/mux-url';
import { Badge } from '@web/components/ui/badge';
import { useMuxMetadata } from '../api/mux-metadata';

const STATUS: Record<MuxVideoMetadataDto['status'], string> = {
  processing: 'Still processing at Mux',
  ready: 'Ready',
  failed: 'Failed at Mux',
};

/** m:ss (or h:mm:ss) of a length in seconds. */
export function lengthLabel(seconds: number) {
  const s = Math.round(seconds);
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), String(s % 60).padStart(2, '0')];
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Under the link field: for a Mux playback URL, the video Mux has (thumbnail, length, shape, state), or why not. */
export function MuxLinkPreview({ url }: { url: string }) {
  const meta = useMuxMetadata(url);
  if (!muxPlaybackIdOf(url.trim())) return null;
  if (meta.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Reading the video from Mux…
      </p>
    );
  if (meta.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {meta.error.message}
      </p>
    );
  const v = meta.data;
  return (
    <figure aria-label="Mux video" className="flex items-center gap-3 rounded-md border p-2">
      <img src={v.thumbnailUrl} alt="Thumbnail of the Mux video" className="h-12 w-20 rounded object-cover" />
      <figcaption className="grid gap-1 text-sm">
        <span>
          {[v.duration !== null ? `Length ${lengthLabel(v.duration)}` : null, v.aspectRatio ? `Aspect ratio ${v.aspectRatio}` : null]
            .filter(Boolean)
            .join(' · ') || 'Length not known yet'}
        </span>
        <Badge variant={v.status === 'ready' ? 'success' : v.status === 'failed' ? 'destructive' : 'warning'} className="w-fit">
          {STATUS[v.status]}
        </Badge>
      </figcaption>
    </figure>
  );
}
