import * as React from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useCreateAsset } from '../api/create-asset';
import { useUploadAssetFile, videoDuration } from '../api/upload-asset-file';
import { useUploadMuxVideo, useVideoTarget } from '../api/video-uploads';
import { MuxLinkPreview } from './mux-link-preview';

type Mode = 'file' | 'link';

/**
 * Adds an asset: a YouTube, Vimeo or Loom link, a Mux playback link (a video with Mux's metadata, shown before
 * adding), or an image or video file (uploaded first, then the asset is made).
 */
export function AddAssetForm() {
  const [mode, setMode] = React.useState<Mode>('file');
  const [name, setName] = React.useState('');
  const [link, setLink] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const [error, setError] = React.useState('');
  const upload = useUploadAssetFile();
  const create = useCreateAsset();
  const toMux = useUploadMuxVideo();
  const viaMux = useVideoTarget().data === 'mux';
  const fileInput = React.useRef<HTMLInputElement>(null);
  const busy = upload.isPending || create.isPending || toMux.isPending;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError('');
    try {
      if (mode === 'link') await create.mutateAsync({ category: 'external', link, name: name || link });
      else {
        if (!file) return setError('Choose an image or a video');
        const kind = file.type.startsWith('video/') ? 'video' : 'image';
        if (kind === 'video' && viaMux) await toMux.mutateAsync({ file, name: name || file.name });
        else await uploadToStorage(file, kind);
      }
      setName('');
      setLink('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  async function uploadToStorage(file: File, kind: 'image' | 'video') {
    const s3Url = await upload.mutateAsync({ file, kind });
    const duration = kind === 'video' ? await videoDuration(file) : null;
    await create.mutateAsync({ category: kind, link: s3Url, name: name || file.name, meta: { duration } });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add an asset" className="grid gap-3 rounded-md border p-4">
      <SegmentedControl
        name="asset-source"
        legend="Asset source"
        hideLegend
        value={mode}
        onChange={setMode}
        options={[
          { value: 'file', label: 'Upload a file' },
          { value: 'link', label: 'Paste a link' },
        ]}
      />
      <FormField id="asset-name" label="Asset name" hint="Leave empty to use the file name or link.">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      </FormField>
      {mode === 'link' ? (
        <>
          <FormField
            id="asset-link"
            label={viaMux ? 'YouTube, Vimeo, Loom or Mux link' : 'YouTube, Vimeo or Loom link'}
            hint={
              viaMux ? 'A Mux link (stream.mux.com, player.mux.com or image.mux.com) adds that video from your Mux account.' : undefined
            }
            error={error || undefined}
          >
            <Input type="url" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://www.youtube.com/watch?v=…" />
          </FormField>
          <MuxLinkPreview url={link} />
        </>
      ) : (
        <FormField
          id="asset-file"
          label={viaMux ? 'Image (at most 5 MB) or video' : 'Image or video (at most 5 MB)'}
          hint={viaMux ? 'Videos upload to Mux, at any size.' : undefined}
          error={error || undefined}
        >
          <Input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
      )}
      <div>
        <Button type="submit" loading={busy}>
          Add asset
        </Button>
      </div>
    </form>
  );
}
