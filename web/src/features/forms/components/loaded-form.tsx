import * as React from 'react';
import type { FormDto } from '@contracts/forms';
import { LoadFailure } from '@web/components/ui/query-states';
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
      <LoadFailure
        missing={!!missing}
        title={missing ? 'This form does not exist or was deleted.' : "We couldn't load this form."}
        message={query.error?.message}
        back={back}
        retry={() => query.refetch()}
      />
    );
  }
  return <>{children(query.data!)}</>;
}
