import * as React from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiRequestError } from '@web/lib/api-error';

/** Loading skeleton, not-found and error states around a loaded rule (or anything else of this area). */
export function LoadedRule<T>({ query, children, what = 'distribution rule' }: { query: UseQueryResult<T>; children: (data: T) => React.ReactNode; what?: string }) {
  if (query.isPending) return <PageSkeleton label={`Loading ${what}`} />;
  if (query.isError) return <LoadError error={query.error} what={what} retry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function LoadError({ error, what, retry }: { error: Error; what: string; retry: () => void }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <div role="alert" className="rounded-lg border p-8 text-center">
      <p className="font-medium">{missing ? `This ${what} does not exist or was deleted.` : `We couldn't load this ${what}.`}</p>
      {!missing && <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>}
      <div className="mt-4 flex justify-center gap-2">
        {!missing && (
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        )}
        <Button asChild variant={missing ? 'default' : 'ghost'}>
          <Link to="/distribution-rules">Back to distribution rules</Link>
        </Button>
      </div>
    </div>
  );
}

export function PageSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton className="mb-2 h-8 w-72" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <Card>
        <CardContent className="grid gap-6 p-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-4 md:grid-cols-[14rem_1fr]">
              <Skeleton className="h-5 w-32" />
              <div className="grid gap-3">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-9 w-full max-w-xl" />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
