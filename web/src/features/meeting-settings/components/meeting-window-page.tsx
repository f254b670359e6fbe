import { type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { meetingWindowSchema, type MeetingWindowDto, type MeetingWindowInput } from '@contracts/meeting-settings';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { SwitchRowField } from '@web/components/ui/switch-setting';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useMeetingWindow } from '../api/get-meeting-window';
import { useUpdateMeetingWindow } from '../api/update-meeting-window';
import { SettingsScopePage, type ScopedFormProps } from './settings-scope';
import { TeamMeetingWindowForm } from './team-meeting-window-form';
import { WindowFields } from './window-fields';

type WindowValues = { earliestSlotMinutes: number; bookingWindowDays: number };

const toValues = (s: MeetingWindowDto): MeetingWindowInput => ({
  earliestSlotMinutes: s.earliestSlotMinutes,
  bookingWindowDays: s.bookingWindowDays,
  allowChangesAfterStart: s.allowChangesAfterStart,
});
const SETTINGS: SettingsFormOptions<MeetingWindowInput, MeetingWindowDto> = {
  resolver: valibotResolver(meetingWindowSchema),
  toValues,
  fields: ['earliestSlotMinutes', 'bookingWindowDays', 'allowChangesAfterStart'],
  savedMessage: 'Meeting window saved',
};

/** /settings/meeting/meeting-window (Admins): spec sections 2 and 9, and the lifecycle's changes after start; global and per team. */
export function MeetingWindowPage() {
  return (
    <SettingsScopePage
      title="Meeting window"
      description="How soon and how far ahead prospects can book, and whether meetings can change once they have started."
      page="meeting-window"
      what="meeting window"
      useSettings={useMeetingWindow}
      useUpdate={useUpdateMeetingWindow}
      form={MeetingWindowForm}
      teamForm={TeamMeetingWindowForm}
    />
  );
}

function MeetingWindowForm({ settings, update }: ScopedFormProps<MeetingWindowInput, MeetingWindowDto>) {
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update);
  const { isDirty } = form.formState;

  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="Booking window"
        description="Defaults for meeting types set to use the organization's booking window (Meeting types, step 2), except those of teams with their own (Team settings)."
      >
        <WindowFields control={form.control as unknown as Control<WindowValues>} />
      </FormSection>
      <FormSection title="Changes after the start time" description="Applies to every meeting in your organization, whatever its team.">
        <SwitchRowField control={form.control} name="allowChangesAfterStart" label="Allow rescheduling and cancelling after the start time">
          When off, a meeting can no longer be moved or cancelled once it has started.
        </SwitchRowField>
      </FormSection>
    </SettingsFormCard>
  );
}
