import { cn } from '@web/lib/utils';
import { Card, CardContent } from './card';

export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * Lines of text while they load (a title over a shorter line, a label over its field): a placeholder per class
 * list of `lines`, stacked as `className` lays them out.
 */
export function SkeletonLines({ lines, className = 'grid gap-2' }: { lines: string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
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

/** A form's card while it loads: five field-wide bars. */
export function FormCardSkeleton() {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-9 w-full max-w-xl" />
        ))}
      </CardContent>
    </Card>
  );
}

/** A person's page header while it loads: their avatar, name and one line under it. */
export function PersonHeaderSkeleton() {
  return (
    <div className="flex items-center gap-4">
      <Skeleton className="h-12 w-12 rounded-full" />
      <SkeletonLines lines={['h-6 w-48', 'h-4 w-64']} />
    </div>
  );
}

/** A list while it loads: `count` placeholders of one size (`item`), laid out as the list will be (`className`). */
export function SkeletonList({ label, count, item, className }: { label: string; count: number; item: string; className: string }) {
  return (
    <div aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={item} />
      ))}
    </div>
  );
}
