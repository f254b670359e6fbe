import * as React from 'react';
import { Link } from 'react-router';
import { CalendarClock, CheckCircle2, MoreHorizontal, Repeat2, UserCog, UserPlus, UserX, Video, XCircle } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { Tooltip } from '@web/components/ui/tooltip';
import { useMarkMeeting } from '../hooks/use-mark-meeting';
import { AddGuestsDialog } from './add-guests-dialog';
import { ChangeOwnerDialog } from './change-owner-dialog';
import { isUrl } from './meeting-info-cards';
import { ReassignDialog } from './reassign-dialog';

type Open = 'reassign' | 'owner' | 'guests' | 'completed' | 'no_show' | null;

/**
 * What can be done with a meeting right now: reschedule and cancel while it can change, Completed or
 * No Show once it has started, reassign and guests while scheduled, owner at any time.
 */
export function MeetingActions({ meeting, now = Date.now() }: { meeting: MeetingDto; now?: number }) {
  const [open, setOpen] = React.useState<Open>(null);
  const { status, mark } = useMarkMeeting(meeting.id);
  const scheduled = meeting.status === 'scheduled';
  const started = Date.parse(meeting.start) <= now;
  const close = (o: boolean) => !o && setOpen(null);
  // The conference link (Zoom, Daily, Meet, Teams, the host's own room) when there is one, else a URL location.
  const join =
    meeting.conference?.joinUrl && isUrl(meeting.conference.joinUrl)
      ? meeting.conference.joinUrl
      : isUrl(meeting.location)
        ? meeting.location
        : null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {scheduled &&
        (join ? (
          <Button asChild>
            <a href={join} target="_blank" rel="noreferrer">
              <Video /> Start
            </a>
          </Button>
        ) : (
          <Tooltip
            content={
              meeting.conference?.status === 'pending'
                ? 'The video link is being created.'
                : 'This meeting has no conference link to start.'
            }
          >
            <Button disabled>
              <Video /> Start
            </Button>
          </Tooltip>
        ))}
      {scheduled && started && (
        <>
          <Button variant="outline" onClick={() => setOpen('completed')} loading={status.isPending && status.variables === 'completed'}>
            <CheckCircle2 /> Mark Completed
          </Button>
          <Button variant="outline" onClick={() => setOpen('no_show')} loading={status.isPending && status.variables === 'no_show'}>
            <UserX /> Mark No Show
          </Button>
        </>
      )}
      {meeting.canChange && (
        <>
          <Button asChild variant="outline">
            <Link to={`/meetings/${meeting.id}/reschedule`}>
              <CalendarClock /> Reschedule
            </Link>
          </Button>
          <Button asChild variant="outline" className="text-destructive hover:text-destructive">
            <Link to={`/meetings/${meeting.id}/cancel`}>
              <XCircle /> Cancel
            </Link>
          </Button>
        </>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More actions">
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={!meeting.canChange} onSelect={() => setOpen('reassign')}>
            <Repeat2 /> Reassign
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('owner')}>
            <UserCog /> Change owner
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!meeting.canChange} onSelect={() => setOpen('guests')}>
            <UserPlus /> Add guests
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link
              to={`/book/meetings/new?${new URLSearchParams({ prospectName: meeting.prospectName, prospectEmail: meeting.prospectEmail, prospectTimezone: meeting.prospectTimezone, ...(meeting.meetingTypeId ? { meetingTypeId: meeting.meetingTypeId } : {}) })}`}
            >
              <CalendarClock /> Book a follow up
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReassignDialog meeting={meeting} open={open === 'reassign'} onOpenChange={close} />
      <ChangeOwnerDialog meeting={meeting} open={open === 'owner'} onOpenChange={close} />
      <AddGuestsDialog meeting={meeting} open={open === 'guests'} onOpenChange={close} />
      <ConfirmDialog
        open={open === 'completed' || open === 'no_show'}
        onOpenChange={close}
        title={open === 'no_show' ? 'Mark as No Show?' : 'Mark as Completed?'}
        description={
          open === 'no_show'
            ? `${meeting.prospectName} did not join the meeting. It moves to the No Show view.`
            : 'The meeting took place. It moves to the Completed view.'
        }
        confirmLabel={open === 'no_show' ? 'Mark No Show' : 'Mark Completed'}
        onConfirm={() => open && open !== 'reassign' && open !== 'owner' && open !== 'guests' && mark(open)}
      />
    </div>
  );
}
