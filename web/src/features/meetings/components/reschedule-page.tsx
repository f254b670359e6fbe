import * as React from 'react';
import { addDays } from '@web/components/availability/availability-model';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { SlotTakenAlert, slotTakenOr } from '@web/components/scheduling/slot-taken';
import { useSession } from '@web/lib/session';
import { useRescheduleSlots } from '../api/get-reschedule-slots';
import { useRescheduleMeeting } from '../api/reschedule-meeting';
import { BackLink, LoadedMeeting, Unavailable } from './meeting-loader';
import { dateIn, dateKey, timeRange } from './meeting-time';
import { SlotPicker, type PickerSlot } from './slot-picker';
import { useWeek } from './use-week';
import { WeekToolbar } from './week-toolbar';

/** /meetings/:id/reschedule: pick a new time from the week's free slots, then confirm. */
export function ReschedulePage() {
  return <LoadedMeeting>{(meeting) => <Reschedule meeting={meeting} />}</LoadedMeeting>;
}

function Reschedule({ meeting }: { meeting: MeetingDto }) {
  const session = useSession();
  const navigate = useNavigate();
  const week = useWeek(
    session.data?.user.timezone || browserTimezone(),
    dateKey(meeting.start, session.data?.user.timezone || browserTimezone()),
  );
  const slots = useRescheduleSlots(meeting.id, { from: week.from, to: week.to, timezone: week.timeZone });
  const reschedule = useRescheduleMeeting(meeting.id);
  const [selected, setSelected] = React.useState<PickerSlot | null>(null);
  const [conflict, setConflict] = React.useState('');
  const details = `/meetings/${meeting.id}/details`;
  if (!meeting.canChange && !reschedule.isSuccess) return <Unavailable meeting={meeting} back={details} action="rescheduled" />;

  const pick = (slot: PickerSlot) => {
    setSelected(slot);
    setConflict('');
  };
  const confirm = () =>
    selected &&
    reschedule.mutate(selected.start, {
      onSuccess: () => {
        toast.success('Meeting rescheduled');
        navigate(details, { replace: true });
      },
      onError: slotTakenOr({ show: setConflict, clear: () => setSelected(null), slots }, (e) => toast.error(e.message)),
    });
  const offered = (slots.data ?? []).filter((s) => s.start !== meeting.start);

  return (
    <div>
      <BackLink to={details}>Meeting details</BackLink>
      <PageHeader
        title="Reschedule meeting"
        description={`${meeting.meetingTypeName || meeting.title} with ${meeting.prospectName}. Everyone invited gets the new time.`}
      />
      <div className="grid gap-4">
        <WeekToolbar idPrefix="reschedule" week={week} />
        <Card aria-label="New time" role="region">
          <CardContent className="grid items-center gap-4 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto]">
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Current time</p>
              <p className="mt-1 font-medium">{dateIn(meeting.start, week.timeZone)}</p>
              <p className="text-muted-foreground">{timeRange(meeting.start, meeting.end, week.timeZone)}</p>
            </div>
            <ArrowRight className="hidden h-4 w-4 text-muted-foreground sm:block" aria-hidden />
            <div aria-live="polite">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">New time</p>
              {selected ? (
                <>
                  <p className="mt-1 font-medium">{dateIn(selected.start, week.timeZone)}</p>
                  <p className="text-muted-foreground">{timeRange(selected.start, selected.end, week.timeZone)}</p>
                </>
              ) : (
                <p className="mt-1 text-muted-foreground">Select a slot below.</p>
              )}
            </div>
            <Button onClick={confirm} disabled={!selected} loading={reschedule.isPending}>
              Confirm new time
            </Button>
          </CardContent>
        </Card>
        <SlotTakenAlert message={conflict} />
        <SlotPicker
          dates={week.dates}
          today={week.today}
          slots={slots.data ? offered : undefined}
          timeZone={week.timeZone}
          selected={selected?.start ?? null}
          onSelect={pick}
          loading={slots.isFetching}
          error={slots.error}
          onRetry={() => slots.refetch()}
          onNextWeek={() => week.setMonday(addDays(week.monday, 7))}
        />
      </div>
    </div>
  );
}
