import { Controller, useForm, type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { meetingWindowSchema, type MeetingWindowDto, type MeetingWindowInput } from '@contracts/meeting-settings';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection, SaveBar } from '@web/components/ui/form-section';
import { Label } from '@web/components/ui/label';
import { LoadedPage } from '@web/components/ui/loaded-page';
import { Switch } from '@web/components/ui/switch';
import { applyServerErrors } from '@web/lib/forms';
import { useMeetingWindow } from '../api/get-meeting-window';
import { useUpdateMeetingWindow } from '../api/update-meeting-window';
import { SettingsScopePage } from './settings-scope';
import { TeamMeetingWindowForm } from './team-meeting-window-form';
import { TeamSettings } from './team-settings';
import { WindowFields } from './window-fields';

type WindowValues = { earliestSlotMinutes: number; bookingWindowDays: number };

const FIELDS = ['earliestSlotMinutes', 'bookingWindowDays', 'allowChangesAfterStart'] as const;
const toValues = (s: MeetingWindowDto): MeetingWindowInput => ({
  earliestSlotMinutes: s.earliestSlotMinutes,
  bookingWindowDays: s.bookingWindowDays,
  allowChangesAfterStart: s.allowChangesAfterStart,
});

/** /settings/meeting/meeting-window (Admins): spec sections 2 and 9, and the lifecycle's changes after start; global and per team. */
export function MeetingWindowPage() {
  return (
    <SettingsScopePage
      title="Meeting window"
      description="How soon and how far ahead prospects can book, and whether meetings can change once they have started."
      global={<GlobalMeetingWindow />}
      team={
        <TeamSettings page="meeting-window" what="meeting window">
          {(p) => <TeamMeetingWindowForm {...p} />}
        </TeamSettings>
      }
    />
  );
}

function GlobalMeetingWindow() {
  const settings = useMeetingWindow();
  return (
    <LoadedPage what="meeting window settings" loading="Loading meeting window" query={settings}>
      {(data) => <MeetingWindowForm settings={data} />}
    </LoadedPage>
  );
}

function MeetingWindowForm({ settings }: { settings: MeetingWindowDto }) {
  const update = useUpdateMeetingWindow();
  const form = useForm<MeetingWindowInput>({
    resolver: valibotResolver(meetingWindowSchema) as never,
    defaultValues: toValues(settings),
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success('Meeting window saved');
      },
      onError: (e) => applyServerErrors(e, form.setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="p-6">
          <FormSection
            title="Booking window"
            description="Defaults for meeting types set to use the organization's booking window (Meeting types, step 2), except those of teams with their own (Team settings)."
          >
            <WindowFields control={form.control as unknown as Control<WindowValues>} errors={form.formState.errors} />
          </FormSection>
          <FormSection title="Changes after the start time" description="Applies to every meeting in your organization, whatever its team.">
            <div className="flex items-start justify-between gap-4 rounded-md border p-3">
              <div className="grid gap-1">
                <Label htmlFor="allowChangesAfterStart">Allow rescheduling and cancelling after the start time</Label>
                <p className="text-xs text-muted-foreground">
                  When off, a meeting can no longer be moved or cancelled once it has started.
                </p>
              </div>
              <Controller
                control={form.control}
                name="allowChangesAfterStart"
                render={({ field }) => (
                  <Switch id="allowChangesAfterStart" ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
            </div>
          </FormSection>
          <SaveBar
            dirty={isDirty}
            saving={update.isPending}
            onDiscard={() => form.reset(toValues(settings))}
            keepDiscard
            discardLabel="Discard"
            saveLabel="Save"
            saveDisabled={!isDirty}
          />
        </CardContent>
      </Card>
    </form>
  );
}
