import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Control } from 'react-hook-form';
import { teamMeetingWindowSchema, type TeamMeetingWindowDto, type TeamMeetingWindowInput } from '@contracts/team-meeting-settings';
import { FormSection, SettingsFormCard } from '@web/components/ui/form-section';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import type { TeamFormProps } from './team-settings';
import { WindowFields } from './window-fields';

const toValues = (s: TeamMeetingWindowDto): TeamMeetingWindowInput => ({
  earliestSlotMinutes: s.earliestSlotMinutes,
  bookingWindowDays: s.bookingWindowDays,
});
const SETTINGS: SettingsFormOptions<TeamMeetingWindowInput, TeamMeetingWindowDto> = {
  resolver: valibotResolver(teamMeetingWindowSchema),
  toValues,
  fields: ['earliestSlotMinutes', 'bookingWindowDays'],
  savedMessage: 'Team meeting window saved',
};

/** A team's own booking window; rescheduling and cancelling after the start time stay organization-wide. */
export function TeamMeetingWindowForm({ settings, update, fresh, onDiscard }: TeamFormProps<'meeting-window'>) {
  const { form, onSubmit, discard } = useSettingsForm(SETTINGS, settings, update, onDiscard);
  const { isDirty } = form.formState;
  return (
    <SettingsFormCard onSubmit={onSubmit} save={{ dirty: isDirty || fresh, saving: update.isPending, onDiscard: discard }}>
      <FormSection
        title="Booking window"
        description="For the team's meeting types set to use the organization's booking window (Meeting types, step 2)."
      >
        <WindowFields control={form.control as unknown as Control<TeamMeetingWindowInput>} />
      </FormSection>
      <p className="mb-4 text-sm text-muted-foreground">
        Rescheduling and cancelling after the start time is organization-wide: set it on the Global settings tab.
      </p>
    </SettingsFormCard>
  );
}
