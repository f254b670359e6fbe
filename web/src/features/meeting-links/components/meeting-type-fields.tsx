import * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { CustomMeetingType } from '@contracts/meeting-links';
import { LOCATION_LABELS, LOCATION_TYPES } from '@contracts/meeting-types';
import { DurationInput } from '@web/components/scheduling/duration-input';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useLinkMeetingTypes } from '../api/list-options';
import { DEFAULT_CUSTOM_MEETING_TYPE, type LinkForm } from './link-form-model';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField, TextField, TextareaField } from '@web/components/ui/text-field';

type Source = 'existing' | 'custom';
const SOURCES: { value: Source; label: string }[] = [
  { value: 'existing', label: 'Existing meeting type' },
  { value: 'custom', label: 'Custom' },
];

/**
 * The meeting type a link books: an existing one (the link inherits its settings) or, for personal
 * links, a custom one of its own (duration, location, description; the rest are the defaults).
 */
export function MeetingTypeFields() {
  const form = useFormContext<LinkForm>();
  const types = useLinkMeetingTypes();
  const kind = form.watch('kind');
  const custom = form.watch('customMeetingType');
  const source: Source = custom ? 'custom' : 'existing';
  // Switching back and forth keeps what was chosen on the other side.
  const stash = React.useRef<{ existingId: string; custom: CustomMeetingType | null }>({ existingId: '', custom: null });
  const label = kind === 'group' ? 'Primary meeting type' : 'Meeting type';

  const switchTo = (next: Source) => {
    if (next === source) return;
    const opts = { shouldDirty: true } as const;
    if (next === 'custom') {
      const existingId = form.getValues('meetingTypeId') ?? '';
      const chosen = types.data?.find((t) => t.id === existingId);
      stash.current.existingId = existingId;
      const start =
        stash.current.custom ??
        (chosen
          ? { ...DEFAULT_CUSTOM_MEETING_TYPE, durationMinutes: chosen.durationMinutes, locationType: chosen.locationType }
          : DEFAULT_CUSTOM_MEETING_TYPE);
      form.setValue('meetingTypeId', '', opts);
      form.setValue('customMeetingType', { ...start }, opts);
    } else {
      stash.current.custom = (form.getValues('customMeetingType') as CustomMeetingType | null) ?? null;
      form.setValue('customMeetingType', null, opts);
      form.setValue('meetingTypeId', stash.current.existingId, opts);
    }
    form.clearErrors(['meetingTypeId', 'customMeetingType']);
  };

  // The custom choice is for personal links (spec); a group link that already has one can still edit it.
  if (kind === 'group' && !custom) return <ExistingTypeSelect label={label} />;
  return (
    <div className="grid gap-4">
      <SegmentedControl name="link-meeting-type-source" legend={label} options={SOURCES} value={source} onChange={switchTo} />
      {source === 'existing' ? <ExistingTypeSelect label="Choose a meeting type" /> : <CustomTypeFields />}
    </div>
  );
}

function ExistingTypeSelect({ label }: { label: string }) {
  const form = useFormContext<LinkForm>();
  const types = useLinkMeetingTypes();
  return (
    <FormField
      id="link-meeting-type"
      label={label}
      error={form.formState.errors.meetingTypeId?.message}
      hint="The link inherits its duration, location and scheduler settings."
    >
      <Select {...form.register('meetingTypeId')} value={form.watch('meetingTypeId') ?? ''} disabled={types.isPending}>
        <option value="" hidden>
          {types.isPending ? 'Loading meeting types…' : 'Select a meeting type'}
        </option>
        {types.data?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} · {t.durationMinutes} min
          </option>
        ))}
      </Select>
    </FormField>
  );
}

function CustomTypeFields() {
  const form = useFormContext<LinkForm>();
  const errors = form.formState.errors.customMeetingType;
  const locationType = form.watch('customMeetingType.locationType');
  return (
    <>
      <p className="text-xs text-muted-foreground">
        Only this link uses it. Scheduler, calendar invite and reminder settings use the defaults.
      </p>
      <CustomDurationField />
      <SelectField form={form} name="customMeetingType.locationType" id="link-location-type" label="Location type">
        {labelledOptions(LOCATION_TYPES, LOCATION_LABELS)}
      </SelectField>
      {locationType === 'custom' && (
        <TextField
          form={form}
          name="customMeetingType.customLocation"
          id="link-custom-location"
          label="Custom location"
          placeholder="12 Main Street, Springfield"
          maxLength={500}
        />
      )}
      <TextareaField
        form={form}
        name="customMeetingType.description"
        id="link-type-description"
        label="Description"
        hint="Optional. Shown to prospects on the booking page."
        rows={3}
        maxLength={2000}
      />
    </>
  );
}

/** A preset duration, or any whole number of minutes up to 720. */
function CustomDurationField() {
  const form = useFormContext<LinkForm>();
  return (
    <Controller
      control={form.control}
      name="customMeetingType.durationMinutes"
      render={({ field }) => (
        <DurationInput
          id="link-duration"
          value={field.value ?? Number.NaN}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={form.formState.errors.customMeetingType?.durationMinutes?.message}
        />
      )}
    />
  );
}
