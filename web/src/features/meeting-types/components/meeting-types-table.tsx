import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { KIND_LABELS, LOCATION_LABELS, type MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { minutesLabel } from '@contracts/scheduling-constants';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { DuplicateDeleteItems, EditMenuItem, RowActionsMenu } from '@web/components/ui/row-actions-menu';
import { Table, TBody, TD, TH, TR, THeadRow, ActionsTH } from '@web/components/ui/table';
import { useCloneMeetingType } from '../api/clone-meeting-type';
import { useDeleteMeetingType } from '../api/delete-meeting-type';
import { MeetingTypeStatusBadge } from './meeting-type-status-badge';

/** The list with its row actions: edit, availability, duplicate and delete. */
export function MeetingTypesTable({ meetingTypes, canEdit }: { meetingTypes: MeetingTypeSummaryDto[]; canEdit: boolean }) {
  const navigate = useNavigate();
  const clone = useCloneMeetingType();
  const remove = useDeleteMeetingType();
  const [deleting, setDeleting] = React.useState<MeetingTypeSummaryDto | null>(null);

  // An event's copy needs new dates (its members cannot be in two events at once), so it goes through the editor.
  const duplicate = (t: MeetingTypeSummaryDto) => {
    if (t.kind === 'event') return navigate(`/meeting-types/${t.id}/clone`);
    clone.mutate(t.id, { onSuccess: (copy) => navigate(`/meeting-types/${copy.id}`) });
  };

  return (
    <>
      <Table>
        <THeadRow>
          <TH>Name</TH>
          <TH className="hidden md:table-cell">Kind</TH>
          <TH className="hidden sm:table-cell">Duration</TH>
          <TH className="hidden lg:table-cell">Location</TH>
          <TH className="hidden text-right sm:table-cell">Members</TH>
          <TH>Status</TH>
          <ActionsTH />
        </THeadRow>
        <TBody>
          {meetingTypes.map((t) => (
            <TR key={t.id}>
              <TD>
                <Link to={`/meeting-types/${t.id}`} className="flex items-center gap-2.5 font-medium hover:underline">
                  <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: t.color }} />
                  {t.name}
                </Link>
                <p className="ml-5 mt-0.5 text-xs text-muted-foreground md:hidden">
                  {KIND_LABELS[t.kind]}
                  <span className="sm:hidden"> · {minutesLabel(t.durationMinutes)}</span>
                </p>
              </TD>
              <TD className="hidden text-muted-foreground md:table-cell">{KIND_LABELS[t.kind]}</TD>
              <TD className="hidden whitespace-nowrap sm:table-cell">{minutesLabel(t.durationMinutes)}</TD>
              <TD className="hidden text-muted-foreground lg:table-cell">{LOCATION_LABELS[t.locationType]}</TD>
              <TD className="hidden text-right tabular-nums sm:table-cell">{t.memberCount}</TD>
              <TD>
                <MeetingTypeStatusBadge status={t.status} kind={t.kind} />
              </TD>
              <TD>
                <RowActionsMenu name={t.name} disabled={clone.isPending && clone.variables === t.id}>
                  <EditMenuItem canEdit={canEdit} onSelect={() => navigate(`/meeting-types/${t.id}`)} />
                  <DropdownMenuItem onSelect={() => navigate(`/meeting-types/${t.id}/availability`)}>
                    <CalendarClock /> Availability
                  </DropdownMenuItem>
                  {canEdit && <DuplicateDeleteItems onDuplicate={() => duplicate(t)} onDelete={() => setDeleting(t)} />}
                </RowActionsMenu>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="meeting type"
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
