import { useFormContext } from 'react-hook-form';
import { KIND_LABELS, LOCATION_LABELS, LOCATION_TYPES, MEETING_TYPE_KINDS, VIDEO_TOOL_LABELS, VIDEO_TOOLS } from '@contracts/meeting-types';
import { FormSection } from '@web/components/ui/form-section';
import { Select } from '@web/components/ui/select';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { DurationField } from './duration-field';
import { LocationGapsNotice } from './location-gaps-notice';
import type { MeetingTypeForm } from './meeting-type-form-model';
import { SetupMembersAndAvailability, type KnownMember } from './setup-availability';
import { labelledOptions } from '@web/components/ui/named-options';
import { TextField, TextareaField } from '@web/components/ui/text-field';
import { ControllerField } from '@web/components/ui/controller-field';

const KIND_DESCRIPTIONS: Record<(typeof MEETING_TYPE_KINDS)[number], string> = {
  regular: 'Bookable whenever the members are available.',
  event: 'Offered only on chosen dates, with hours for each date.',
  recurring: 'Follows a weekly schedule of its own.',
};

const LOCATION_DESCRIPTIONS: Record<(typeof LOCATION_TYPES)[number], string> = {
  video: 'A video link is added to the invite.',
  phone: 'The assignee calls the prospect on the number they give.',
  custom: 'An address or any other place you describe.',
};

/** Step 1: what the meeting is, how long, where, who takes it and when they are available. */
export function StepMeetingSetup({
  onKindChange,
  knownMembers,
  defaultTimeZone,
}: {
  onKindChange: (kind: MeetingTypeForm['kind']) => void;
  knownMembers?: KnownMember[];
  defaultTimeZone: string;
}) {
  const form = useFormContext<MeetingTypeForm>();
  const { control, formState, watch } = form;
  const { errors } = formState;
  const locationType = watch('locationType');

  return (
    <div>
      <FormSection title="Basics" description="How the meeting type is named and what kind it is.">
        <TextField form={form} name="name" label="Name" autoComplete="off" placeholder="Discovery call" />
        <TextareaField
          form={form}
          name="description"
          label="Description"
          hint="Optional. Shown to prospects on the booking page."
          rows={3}
        />
        <RadioCardsField
          control={control}
          name="kind"
          legend="Kind"
          onPick={onKindChange}
          error={errors.kind?.message}
          options={MEETING_TYPE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k], description: KIND_DESCRIPTIONS[k] }))}
        />
        <DurationField />
      </FormSection>

      <FormSection title="Location" description="Where the meeting takes place.">
        <RadioCardsField
          control={control}
          name="locationType"
          legend="Location type"
          error={errors.locationType?.message}
          options={LOCATION_TYPES.map((l) => ({ value: l, label: LOCATION_LABELS[l], description: LOCATION_DESCRIPTIONS[l] }))}
        />
        {locationType === 'video' && (
          <ControllerField
            control={control}
            name="videoTool"
            label="Video conferencing tool"
            error={errors.videoTool?.message}
            hint="Each member's connected account for this tool creates the link."
          >
            {(field, fieldProps) => (
              <Select
                {...fieldProps}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value || null)}
              >
                {labelledOptions(VIDEO_TOOLS, VIDEO_TOOL_LABELS)}
              </Select>
            )}
          </ControllerField>
        )}
        <LocationGapsNotice />
        {locationType === 'custom' && (
          <TextField form={form} name="customLocation" label="Custom location" placeholder="12 Main Street, Springfield" />
        )}
      </FormSection>

      <SetupMembersAndAvailability knownMembers={knownMembers} defaultTimeZone={defaultTimeZone} />
    </div>
  );
}
