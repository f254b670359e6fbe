import { CheckCircle2 } from 'lucide-react';
import type { CrmImportDto } from '@contracts/crm-import';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';

/** Live counts while chunks go up, then the outcome with the rows that failed and why. */
export function ProgressStep({
  status,
  progress,
  error,
  total,
}: {
  status: string;
  progress: CrmImportDto | null;
  error: string | null;
  total: number;
}) {
  const processed = progress?.processed ?? 0;
  const counts = [
    { label: 'Created', value: progress?.created ?? 0 },
    { label: 'Updated', value: progress?.updated ?? 0 },
    { label: 'Failed', value: progress?.failed ?? 0 },
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">
            {status === 'done' ? (
              <span className="inline-flex items-center gap-1.5 text-green-700">
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Import complete
              </span>
            ) : status === 'failed' ? (
              'Import stopped'
            ) : status === 'cancelled' ? (
              'Import cancelled'
            ) : (
              'Importing…'
            )}
          </span>
          <span className="tabular-nums text-muted-foreground" aria-live="polite">
            {processed.toLocaleString()} of {total.toLocaleString()} rows
          </span>
        </div>
        <Progress value={processed} max={total} label="Import progress" />
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {counts.map((c) => (
          <div key={c.label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{c.label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', c.label === 'Failed' && c.value > 0 && 'text-destructive')}>
              {c.value.toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {progress && progress.errors.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Rows not imported</p>
          <ul className="max-h-40 overflow-y-auto rounded-md border p-2 text-sm" aria-label="Rows not imported">
            {progress.errors.map((e) => (
              <li key={`${e.row}-${e.message}`} className="py-0.5">
                <span className="font-medium tabular-nums">Row {e.row}:</span> {e.message}
              </li>
            ))}
          </ul>
          {progress.failed > progress.errors.length && (
            <p className="text-xs text-muted-foreground">
              Showing the first {progress.errors.length} of {progress.failed} failed rows.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
