import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CalendarClock, Copy, Info } from 'lucide-react';
import { KIND_LABELS, type MeetingTypeDto } from '@contracts/meeting-types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/features/auth/api/session';
import { ApiRequestError } from '@web/lib/api-error';
import { useCreateMeetingType } from '../api/create-meeting-type';
import { useMeetingType } from '../api/get-meeting-type';
import { useUpdateMeetingType } from '../api/update-meeting-type';
import { cloneValuesOf, formValuesOf, newFormValues } from './meeting-type-form-model';
import { MeetingTypeWizard } from './meeting-type-wizard';
import { MeetingTypeStatusBadge } from './meeting-type-status-badge';

function useEditorContext() {
  const session = useSession();
  const user = session.data?.user;
  return {
    userId: user?.id,
    canEdit: user?.role === 'super_admin' || user?.role === 'manager',
    defaultTimeZone: session.data?.account.defaultTimezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

const BackLink = () => (
  <Link to="/meeting-types" className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Meeting types
  </Link>
);

/** /meeting-types/new */
export function NewMeetingTypePage() {
  const navigate = useNavigate();
  const { userId, defaultTimeZone } = useEditorContext();
  const mutation = useCreateMeetingType();
  const defaults = React.useMemo(() => newFormValues(userId), [userId]);
  const onSaved = React.useCallback(() => navigate('/meeting-types'), [navigate]);
  return (
    <div>
      <BackLink />
      <PageHeader title="New meeting type" description="Set up what is booked, by whom, and how the scheduler and invites look." />
      <MeetingTypeWizard mode="create" defaultValues={defaults} mutation={mutation} onSaved={onSaved} defaultTimeZone={defaultTimeZone} />
    </div>
  );
}

/** /meeting-types/:id — Admins and Managers edit; Users see the same steps read-only. */
export function EditMeetingTypePage() {
  const { id = '' } = useParams();
  const { canEdit, defaultTimeZone } = useEditorContext();
  const query = useMeetingType(id);
  const mutation = useUpdateMeetingType(id);
  return (
    <div>
      <BackLink />
      <LoadedMeetingType query={query}>
        {(dto) => (
          <>
            <PageHeader
              title={<TitleWithColour dto={dto} />}
              description={`${KIND_LABELS[dto.kind]} meeting type · last updated ${new Date(dto.updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
              actions={
                <>
                  <Button asChild variant="outline">
                    <Link to={`/meeting-types/${dto.id}/availability`}>
                      <CalendarClock /> Availability
                    </Link>
                  </Button>
                  {canEdit && (
                    <Button asChild variant="outline">
                      <Link to={`/meeting-types/${dto.id}/clone`}>
                        <Copy /> Duplicate
                      </Link>
                    </Button>
                  )}
                </>
              }
            />
            {!canEdit && <Notice>Only Admins and Managers can change meeting types. You can look through every step.</Notice>}
            <MeetingTypeWizard key={dto.id} mode="edit" defaultValues={formValuesOf(dto)} mutation={mutation} readOnly={!canEdit} knownMembers={dto.members} defaultTimeZone={defaultTimeZone} />
          </>
        )}
      </LoadedMeetingType>
    </div>
  );
}

/** /meeting-types/:id/clone — the source's settings under 'Copy of …'; saving creates a new meeting type. */
export function CloneMeetingTypePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { defaultTimeZone } = useEditorContext();
  const query = useMeetingType(id);
  const mutation = useCreateMeetingType({ duplicate: true });
  const onSaved = React.useCallback(() => navigate('/meeting-types'), [navigate]);
  return (
    <div>
      <BackLink />
      <LoadedMeetingType query={query}>
        {(dto) => (
          <>
            <PageHeader title="Duplicate meeting type" description={`A copy of “${dto.name}”. Review it, then create the copy.`} />
            {dto.kind === 'event' && <Notice>Pick new dates for the copy: a member cannot be in two events on the same dates.</Notice>}
            <MeetingTypeWizard key={dto.id} mode="clone" defaultValues={cloneValuesOf(dto)} mutation={mutation} onSaved={onSaved} knownMembers={dto.members} defaultTimeZone={defaultTimeZone} />
          </>
        )}
      </LoadedMeetingType>
    </div>
  );
}

function TitleWithColour({ dto }: { dto: MeetingTypeDto }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span aria-hidden className="h-3 w-3 rounded-full" style={{ background: dto.color }} />
      {dto.name}
      <MeetingTypeStatusBadge status={dto.status} kind={dto.kind} />
    </span>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

/** Loading skeleton, not-found and error states around a loaded meeting type. */
export function LoadedMeetingType({ query, children }: { query: ReturnType<typeof useMeetingType>; children: (dto: MeetingTypeDto) => React.ReactNode }) {
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="font-medium">{missing ? 'This meeting type does not exist or was deleted.' : "We couldn't load this meeting type."}</p>
        {!missing && <p className="mt-1 text-sm text-muted-foreground">{query.error.message}</p>}
        <div className="mt-4 flex justify-center gap-2">
          {!missing && (
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant={missing ? 'default' : 'ghost'}>
            <Link to="/meeting-types">Back to meeting types</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

function EditorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading meeting type">
      <Skeleton className="mb-2 h-8 w-72" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <Card>
        <div className="flex gap-4 border-b px-4 py-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-7 flex-1" />
          ))}
        </div>
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
