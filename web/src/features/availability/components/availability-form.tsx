import * as React from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Availability } from '@contracts/availability';
import { AvailabilityEditor, isAvailabilityValid, type AvailabilityEditorProps } from '@web/components/availability/availability-editor';
import type { ErrorMap } from '@web/components/availability/availability-model';
import { SaveBar } from '@web/components/ui/form-section';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton, SkeletonLines } from '@web/components/ui/skeleton';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { ListError } from '@web/components/ui/query-states';
import { ApiRequestError } from '@web/lib/api-error';
import { useTimeFormat } from '../api/get-time-format';

type AvailabilityCardProps = {
  query: UseQueryResult<Availability, Error>;
  mutation: UseMutationResult<Availability, Error, Availability>;
  readOnly?: boolean;
  subject: AvailabilityEditorProps['subject'];
  idPrefix?: string;
};

/** Loads an availability, edits it and saves it: the body shared by My, member and team availability pages. */
export function AvailabilityCard({ query, ...props }: AvailabilityCardProps) {
  if (query.isPending) return <AvailabilitySkeleton />;
  if (query.isError) {
    return <ListError title="We couldn't load this availability." error={query.error} retry={() => query.refetch()} />;
  }
  return <AvailabilityForm initial={query.data} {...props} />;
}

const same = (a: Availability, b: Availability) => JSON.stringify(a) === JSON.stringify(b);

function serverErrorMap(error: unknown): ErrorMap {
  if (!(error instanceof ApiRequestError)) return {};
  const map: ErrorMap = {};
  for (const { field, message } of error.fieldErrors) if (field) map[field] ??= message;
  return map;
}

function AvailabilityForm({
  initial,
  mutation,
  readOnly,
  subject,
  idPrefix,
}: Omit<AvailabilityCardProps, 'query'> & { initial: Availability }) {
  const timeFormat = useTimeFormat();
  const [saved, setSaved] = React.useState(initial);
  const [value, setValue] = React.useState(initial);
  const [serverErrors, setServerErrors] = React.useState<ErrorMap>({});
  const [blocked, setBlocked] = React.useState(false);
  const dirty = !same(value, saved);

  const change = (next: Availability) => {
    setValue(next);
    setServerErrors({});
    setBlocked(false);
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!isAvailabilityValid(value)) {
      setBlocked(true);
      return;
    }
    mutation.mutate(value, {
      onSuccess: (data) => {
        setSaved(data);
        setValue(data);
      },
      onError: (error) => setServerErrors(serverErrorMap(error)),
    });
  };

  return (
    <form onSubmit={save} noValidate aria-label="Availability">
      <Card>
        <CardContent className="p-4 sm:p-6">
          <AvailabilityEditor
            value={value}
            onChange={change}
            timeFormat={timeFormat}
            errors={serverErrors}
            readOnly={readOnly}
            subject={subject}
            idPrefix={idPrefix}
          />
        </CardContent>
        {!readOnly && (
          <SaveBar
            sticky
            dirty={dirty}
            saving={mutation.isPending}
            onDiscard={() => change(saved)}
            saveLabel="Save availability"
            saveDisabled={!dirty}
          >
            {blocked && (
              <p role="alert" className="mr-auto text-sm font-medium text-destructive">
                Fix the highlighted problems before saving.
              </p>
            )}
            {!blocked && dirty && <p className="mr-auto text-sm text-muted-foreground">You have unsaved changes.</p>}
          </SaveBar>
        )}
      </Card>
      {!readOnly && <UnsavedChangesDialog when={dirty && !mutation.isPending} />}
    </form>
  );
}

export function AvailabilitySkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading availability">
      <CardContent className="grid gap-6 p-6">
        <SkeletonLines className="grid max-w-md gap-2" lines={['h-4 w-24', 'h-9 w-full']} />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="flex items-center gap-4">
              <Skeleton className="h-5 w-9 rounded-full" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-9 w-32" />
              <Skeleton className="h-9 w-32" />
            </div>
          ))}
        </div>
        <Skeleton className="h-20 w-full" />
      </CardContent>
    </Card>
  );
}
