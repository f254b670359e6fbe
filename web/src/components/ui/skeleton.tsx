import { cn } from '@web/lib/utils';

export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** A table-like list while it loads: a header bar, then `rows` rows each drawn with a placeholder per class list of `cells`. */
export function RowsSkeleton({ label, rows, cells }: { label: string; rows: number; cells: string[] }) {
  return (
    <div aria-busy="true" aria-label={label} className="rounded-lg border">
      <Skeleton className="h-10 rounded-b-none" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-t px-3 py-3">
          {cells.map((className, j) => (
            <Skeleton key={j} className={className} />
          ))}
        </div>
      ))}
    </div>
  );
}
