import * as React from 'react';
import { Link } from 'react-router';
import type { FormDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useIsAdminOrManager } from '@web/lib/session';
import { ApiRequestError } from '@web/lib/api-error';
import type { useFormById } from '../api/get-form';

/** Admins and Managers edit forms; everyone else reads them. */
export const useCanEditForms = useIsAdminOrManager;

/** Loading, not-found and error states around one loaded form; a form of the other kind counts as not found here. */
export function LoadedForm({
  query,
  kind,
  children,
}: {
  query: ReturnType<typeof useFormById>;
  kind: FormDto['kind'];
  children: (dto: FormDto) => React.ReactNode;
}) {
  const back = kind === 'form' ? { to: '/forms', label: 'Back to forms' } : { to: '/marketing-forms', label: 'Back to marketing forms' };
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading form" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  const missing =
    (query.isError && query.error instanceof ApiRequestError && query.error.status === 404) || (query.data && query.data.kind !== kind);
  if (query.isError || missing) {
    return (
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="font-medium">{missing ? 'This form does not exist or was deleted.' : "We couldn't load this form."}</p>
        {!missing && query.error && <p className="mt-1 text-sm text-muted-foreground">{query.error.message}</p>}
        <div className="mt-4 flex justify-center gap-2">
          {!missing && (
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant={missing ? 'default' : 'ghost'}>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(query.data!)}</>;
}
