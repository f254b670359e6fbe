import * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { DURATION_PRESETS, MAX_MEETING_DURATION_MINUTES, minutesLabel } from '@contracts/scheduling-constants';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import type { MeetingTypeForm } from './meeting-type-form-model';

const CUSTOM = 'custom';
const isPreset = (minutes: unknown) => DURATION_PRESETS.some((p) => p.minutes === minutes);

/** A preset duration, or any whole number of minutes up to 720. */
export function DurationField() {
  const { control, formState, getValues } = useFormContext<MeetingTypeForm>();
  const [custom, setCustom] = React.useState(() => !isPreset(getValues('durationMinutes')));
  const error = formState.errors.durationMinutes?.message;

  return (
    <Controller
      control={control}
      name="durationMinutes"
      render={({ field }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="durationMinutes" label="Duration" error={custom ? undefined : error}>
            {(fieldProps) => (
              <NativeSelect
                {...fieldProps}
                ref={custom ? undefined : field.ref}
                value={custom ? CUSTOM : String(field.value)}
                onBlur={field.onBlur}
                onChange={(e) => {
                  if (e.target.value === CUSTOM) {
                    setCustom(true);
                    return;
                  }
                  setCustom(false);
                  field.onChange(Number(e.target.value));
                }}
              >
                {DURATION_PRESETS.map((p) => (
                  <option key={p.minutes} value={p.minutes}>
                    {p.label}
                  </option>
                ))}
                <option value={CUSTOM}>Custom…</option>
              </NativeSelect>
            )}
          </FormField>
          {custom && (
            <FormField id="durationMinutesCustom" label="Custom duration (minutes)" error={error} hint={`Up to ${MAX_MEETING_DURATION_MINUTES} minutes (${minutesLabel(MAX_MEETING_DURATION_MINUTES)}).`}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  ref={field.ref}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_MEETING_DURATION_MINUTES}
                  step={1}
                  value={Number.isFinite(field.value) ? String(field.value) : ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                />
              )}
            </FormField>
          )}
        </div>
      )}
    />
  );
}
