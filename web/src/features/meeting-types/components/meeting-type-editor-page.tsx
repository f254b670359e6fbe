import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CalendarClock, Copy } from 'lucide-react';
import { KIND_LABELS, type MeetingTypeDto } from '@contracts/meeting-types';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell, Notice } from '@web/components/ui/query-states';
import { useSession } from '@web/lib/session';
import { useCreateMeetingType } from '../api/create-meeting-type';
import { useMeetingType } from '../api/get-meeting-type';
import { useUpdateMeetingType } from '../api/update-meeting-type';
import { cloneValuesOf, formValuesOf, newFormValues } from './meeting-type-form-model';
import { MeetingTypeWizard } from './meeting-type-wizard';
import { MeetingTypeStatusBadge } from './meeting-type-status-badge';
import { useInstantFormat } from '@web/lib/viewer-time';

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
  const at = useInstantFormat();
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
              description={`${KIND_LABELS[dto.kind]} meeting type · last updated ${at(dto.updatedAt, false)}`}
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
            <MeetingTypeWizard
              key={dto.id}
              mode="edit"
              defaultValues={formValuesOf(dto)}
              mutation={mutation}
              readOnly={!canEdit}
              knownMembers={dto.members}
              defaultTimeZone={defaultTimeZone}
            />
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
            <MeetingTypeWizard
              key={dto.id}
              mode="clone"
              defaultValues={cloneValuesOf(dto)}
              mutation={mutation}
              onSaved={onSaved}
              knownMembers={dto.members}
              defaultTimeZone={defaultTimeZone}
            />
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

/** Loading skeleton, not-found and error states around a loaded meeting type. */
export function LoadedMeetingType({
  query,
  children,
}: {
  query: ReturnType<typeof useMeetingType>;
  children: (dto: MeetingTypeDto) => React.ReactNode;
}) {
  return (
    <EditorPageShell query={query} what="meeting type" back={{ to: '/meeting-types', label: 'Back to meeting types' }} tabs={4}>
      {children}
    </EditorPageShell>
  );
}
