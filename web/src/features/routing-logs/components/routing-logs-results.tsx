import * as React from 'react';
import { SearchX } from 'lucide-react';
import type { RoutingLogRowDto } from '@contracts/routing-logs';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { RowsSkeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { NO_RESULTS } from './routing-log-labels';
import { RoutingLogsTable } from './routing-logs-table';

type Props = {
  rows: RoutingLogRowDto[];
  timeZone: string;
  status: 'pending' | 'error' | 'success';
  error?: Error | null;
  stale?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Shown with the empty state when a search or router filter is on. */
  onClearFilters?: () => void;
};

/** The table with its loading, error, empty and load-more states; the next page loads as its end scrolls into view. */
export function RoutingLogsResults({
  rows,
  timeZone,
  status,
  error,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  onClearFilters,
}: Props) {
  const sentinel = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !loadingMore && onLoadMore(), {
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  if (status === 'pending') return <ListSkeleton />;
  if (status === 'error') return <ListError what="routing logs" error={error ?? new Error('Request failed')} retry={onRetry} />;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="h-10 w-10" aria-hidden />}
        title={NO_RESULTS}
        action={
          onClearFilters && (
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className={cn('grid gap-3', stale && 'opacity-60 transition-opacity')}>
      <RoutingLogsTable rows={rows} timeZone={timeZone} />
      <div ref={sentinel} className="flex justify-center">
        {hasMore ? (
          <Button variant="outline" size="sm" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">
            {rows.length === 1 ? 'Showing 1 prospect' : `Showing all ${rows.length} prospects`}
          </p>
        )}
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <RowsSkeleton
      label="Loading routing logs"
      rows={5}
      cells={['h-4 w-32', 'h-8 w-8 rounded-full', 'h-4 w-40', 'ml-auto hidden h-4 w-32 md:block', 'h-5 w-20']}
    />
  );
}
