import * as React from 'react';
import { Film, Image as ImageIcon, Link2, Trash2 } from 'lucide-react';
import type { AssetDto } from '@contracts/assets';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState } from '@web/components/ui/page';
import { useDeleteAsset } from '../api/delete-asset';
import { useAssets } from '../api/list-assets';
import { useProcessingVideos } from '../hooks/use-processing-videos';
import { AddAssetForm } from './add-asset-form';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];

/** File sizes as the spec shows them (section 9): Bytes to TB, base 1024, 2 decimals. */
export function fileSize(bytes: number) {
  const i = bytes > 0 ? Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024))) : 0;
  return i === 0 ? `${bytes} Bytes` : `${(bytes / 1024 ** i).toFixed(2)} ${UNITS[i]}`;
}

const ICONS = { image: ImageIcon, video: Film, external: Link2 };

const VIDEO_STATUS = {
  processing: { label: 'Processing', variant: 'secondary' },
  ready: { label: 'Ready', variant: 'success' },
  failed: { label: 'Failed', variant: 'warning' },
} as const;

function describe(a: AssetDto) {
  if (a.video) return ['Mux video', a.meta.duration ? `${Math.round(a.meta.duration)} s` : null].filter(Boolean).join(' · ');
  if (a.category === 'external') return a.provider === 'youtube' ? 'YouTube' : a.provider === 'vimeo' ? 'Vimeo' : 'Loom';
  const parts = [a.meta.fileType, a.meta.size !== null ? fileSize(a.meta.size) : null];
  if (a.meta.duration) parts.push(`${Math.round(a.meta.duration)} s`);
  return parts.filter(Boolean).join(' · ');
}

/** The organization's images, videos and links, which templates place on the booking pages. */
export function AssetLibrary() {
  const assets = useAssets();
  const remove = useDeleteAsset();
  const [deleting, setDeleting] = React.useState<AssetDto | null>(null);
  useProcessingVideos(assets.data);
  return (
    <div className="grid gap-4">
      <AddAssetForm />
      {assets.data?.length === 0 && <EmptyState title="No assets yet" description="Upload an image or a video, or paste a link." />}
      <ul className="grid gap-2" aria-label="Assets">
        {(assets.data ?? []).map((a) => {
          const Icon = ICONS[a.category];
          return (
            <li key={a.id} className="flex items-center gap-3 rounded-md border p-3">
              {a.category === 'image' && <img src={a.link} alt="" className="size-10 rounded object-cover" />}
              {a.category !== 'image' && a.video?.thumbnailUrl ? (
                <img src={`${a.video.thumbnailUrl}?width=80`} alt="" className="size-10 rounded object-cover" />
              ) : (
                <Icon className="size-10 p-2 text-muted-foreground" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{a.name}</p>
                <p className="truncate text-xs text-muted-foreground">{describe(a)}</p>
              </div>
              {a.video && <Badge variant={VIDEO_STATUS[a.video.status].variant}>{VIDEO_STATUS[a.video.status].label}</Badge>}
              <Button variant="ghost" size="icon" aria-label={`Delete ${a.name}`} onClick={() => setDeleting(a)}>
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="asset"
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
