import * as React from 'react';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api';
import { ASSET_MAX_BYTES, FILE_TOO_LARGE, useUploadImage } from '../api/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/x-icon,.ico';

/**
 * One brand image: its preview, an upload (5 MB at most, checked here first; the server tells the type from
 * the bytes) and a remove button. `size` is the spec's recommended size, which the preview is drawn at.
 */
export function ImageUploadField(props: {
  id: string;
  label: string;
  size: { width: number; height: number };
  value: string | null;
  saving?: boolean;
  onChange: (url: string | null) => void;
}) {
  const { id, label, size, value, onChange } = props;
  const upload = useUploadImage();
  const input = React.useRef<HTMLInputElement>(null);
  const [error, setError] = React.useState<string | null>(null);
  const scale = Math.min(1, 240 / size.width);

  function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > ASSET_MAX_BYTES) return setError(FILE_TOO_LARGE);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (e) => setError(e instanceof ApiRequestError ? (e.errors[0]?.detail ?? e.message) : 'Unable to upload image asset'),
    });
    if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="flex items-center justify-center overflow-hidden rounded-md border bg-muted/40"
          style={{ width: size.width * scale, height: size.height * scale }}
        >
          {value ? (
            <img src={value} alt={`${label} preview`} className="h-full w-full object-contain" />
          ) : (
            <ImageIcon className="h-5 w-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={upload.isPending || props.saving}
            onClick={() => input.current?.click()}
          >
            <Upload className="mr-1 h-4 w-4" aria-hidden />
            {upload.isPending ? 'Uploading…' : value ? 'Replace' : 'Upload'}
          </Button>
          {value && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={props.saving}
              onClick={() => onChange(null)}
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
        <input id={id} ref={input} type="file" accept={ACCEPT} className="sr-only" onChange={(e) => pick(e.target.files?.[0])} />
      </div>
      <p className="text-xs text-muted-foreground">
        Recommended {size.width}x{size.height} pixels. PNG, JPEG, GIF, WebP or ICO up to 5 MB.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
