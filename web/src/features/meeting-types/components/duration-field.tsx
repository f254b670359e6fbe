import { Controller, useFormContext } from 'react-hook-form';
import { DurationInput } from '@web/components/scheduling/duration-input';
import type { MeetingTypeForm } from './meeting-type-form-model';

/** A preset duration, or any whole number of minutes up to 720. */
export function DurationField() {
  const { control, formState } = useFormContext<MeetingTypeForm>();
  return (
    <Controller
      control={control}
      name="durationMinutes"
      render={({ field }) => (
        <DurationInput
          id="durationMinutes"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={formState.errors.durationMinutes?.message}
        />
      )}
    />
  );
}
