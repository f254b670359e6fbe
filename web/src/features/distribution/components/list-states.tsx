import { Skeleton } from '@web/components/ui/skeleton';

export function CardsSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-lg border p-3">
          <Skeleton className="h-7 w-7 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-3 w-80 max-w-full" />
            <div className="flex gap-1.5">
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
          </div>
          <Skeleton className="h-8 w-8" />
        </div>
      ))}
    </div>
  );
}

export { ListError } from '@web/components/ui/query-states';
