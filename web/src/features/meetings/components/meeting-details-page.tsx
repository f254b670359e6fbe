import type { MeetingDto } from '@contracts/meetings';
import { browserTimezone } from '@web/components/ui/browser-timezone';
import { PageHeader } from '@web/components/ui/page';
import { NotesTasksSection } from '@web/components/tasks/notes-tasks-section';
import { useSession } from '@web/lib/session';
import { MeetingActions } from './meeting-actions';
import { CalendarEventCard } from './calendar-event-card';
import { CrmWritesCard } from './meeting-crm-card';
import { DetailsCard, WhenCard } from './meeting-info-cards';
import { AnswersCard, ParticipantsCard, ProspectCard } from './meeting-people-cards';
import { BackLink, LoadedMeeting } from './meeting-loader';
import { MeetingNotesCard } from './meeting-notes-card';
import { MeetingStatusBadge } from './meeting-status-badge';
import { NoShowBanner } from './no-show-banner';
import { dateIn, timeRange } from './meeting-time';

/** /meetings/:id and /meetings/:id/details. */
export function MeetingDetailsPage() {
  return <LoadedMeeting>{(meeting) => <MeetingDetails meeting={meeting} />}</LoadedMeeting>;
}

function MeetingDetails({ meeting }: { meeting: MeetingDto }) {
  const session = useSession();
  const timeZone = session.data?.user.timezone || browserTimezone();
  return (
    <div>
      <BackLink to={`/meetings/views/${meeting.status}`}>Meetings</BackLink>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {meeting.prospectName}
            <MeetingStatusBadge status={meeting.status} />
          </span>
        }
        description={`${meeting.meetingTypeName || meeting.title} with ${meeting.hostName} · ${dateIn(meeting.start, timeZone)}, ${timeRange(meeting.start, meeting.end, timeZone)}`}
        actions={<MeetingActions meeting={meeting} />}
      />
      <NoShowBanner meeting={meeting} />
      {meeting.status === 'cancelled' && meeting.cancellationReason && (
        <div role="note" className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">Cancellation reason</p>
          <p className="mt-1 whitespace-pre-wrap">{meeting.cancellationReason}</p>
        </div>
      )}
      {/* grid-cols-1 (minmax(0, 1fr)) rather than an implicit auto column: a long unbroken name must wrap, not widen the page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 content-start gap-4">
          <WhenCard meeting={meeting} timeZone={timeZone} />
          <ParticipantsCard meeting={meeting} />
          <AnswersCard meeting={meeting} />
          <CrmWritesCard meeting={meeting} />
          <MeetingNotesCard meeting={meeting} />
          <NotesTasksSection subject={{ subjectType: 'meeting', subjectId: meeting.id }} />
        </div>
        <aside className="grid grid-cols-1 content-start gap-4" aria-label="Meeting summary">
          <ProspectCard meeting={meeting} />
          <DetailsCard meeting={meeting} timeZone={timeZone} />
          <CalendarEventCard meetingId={meeting.id} />
        </aside>
      </div>
    </div>
  );
}
