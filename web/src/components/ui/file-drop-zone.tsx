import * as React from 'react';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { FieldMessage, fieldControlProps } from './form-field';

type FileDropZoneProps = {
  id: string;
  label: string;
  /** Extensions the picker offers, e.g. ".csv,.xlsx"; the caller still checks what arrives (drops ignore it). */
  accept?: string;
  hint?: React.ReactNode;
  fileName?: string | null;
  error?: string | null;
  busy?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
};

/** A file picker that also takes a dropped file; the native input stays focusable for keyboard users. */
export function FileDropZone({ id, label, accept = '.csv,.xlsx', hint, fileName, error, busy, disabled, onFile }: FileDropZoneProps) {
  const [over, setOver] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  return (
    <div className="grid gap-1.5">
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) take(e.dataTransfer.files);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          over ? 'border-primary bg-accent/60' : 'hover:bg-muted/40',
          error && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {fileName ? (
          <FileSpreadsheet className="h-8 w-8 text-primary" aria-hidden />
        ) : (
          <Upload className="h-8 w-8 text-muted-foreground" aria-hidden />
        )}
        <span className="font-medium">{busy ? 'Reading file…' : (fileName ?? label)}</span>
        <span className="text-xs text-muted-foreground">
          {fileName ? 'Choose another file or drop it here' : 'Click to choose, or drop the file here'}
        </span>
        <input
          ref={inputRef}
          {...fieldControlProps(id, error, hint)}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={disabled || busy}
          aria-label={label}
          onChange={(e) => {
            take(e.target.files);
            // The same file chosen twice (after fixing it) must fire again.
            e.target.value = '';
          }}
        />
      </label>
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
