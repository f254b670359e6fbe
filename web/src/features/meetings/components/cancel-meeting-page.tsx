import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { MeetingDto } from '@contracts/meetings';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { useSession } from '@web/lib/session';
import { useCancelMeeting } from '../api/cancel-meeting';
import { CancelMeetingForm } from './cancel-meeting-form';
import { BackLink, LoadedMeeting, Unavailable } from './meeting-loader';
import { dateIn, timeRange } from './meeting-time';

/** /meetings/:id/cancel. */
export function CancelMeetingPage() {
  return <LoadedMeeting>{(meeting) => <CancelMeeting meeting={meeting} />}</LoadedMeeting>;
}

function CancelMeeting({ meeting }: { meeting: MeetingDto }) {
  const navigate = useNavigate();
  const session = useSession();
  const cancel = useCancelMeeting(meeting.id);
  const timeZone = session.data?.user.timezone || browserTimezone();
  const details = `/meetings/${meeting.id}/details`;
  if (!meeting.canChange && !cancel.isSuccess) {
    return <Unavailable meeting={meeting} back={details} action="cancelled" />;
  }
  const submit = (reason: string) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        toast.success('Meeting cancelled');
        navigate(details, { replace: true });
      },
    });
  return (
    <div className="mx-auto max-w-xl">
      <BackLink to={details}>Meeting details</BackLink>
      <PageHeader
        title="Cancel meeting"
        description={`${meeting.meetingTypeName || meeting.title} with ${meeting.prospectName} on ${dateIn(meeting.start, timeZone)}, ${timeRange(meeting.start, meeting.end, timeZone)}. Everyone invited gets a cancellation.`}
      />
      <Card>
        <CardContent className="pt-6">
          <CancelMeetingForm
            onSubmit={submit}
            onBack={() => navigate(details)}
            pending={cancel.isPending}
            serverError={cancel.error?.message}
          />
        </CardContent>
      </Card>
    </div>
  );
}
