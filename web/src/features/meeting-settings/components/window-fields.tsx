import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { BOOKING_WINDOW_OPTIONS, EARLIEST_SLOT_OPTIONS } from '@contracts/scheduling-constants';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';

type WindowValues = { earliestSlotMinutes: number; bookingWindowDays: number };
const EARLIEST = EARLIEST_SLOT_OPTIONS.map((o) => ({ value: o.minutes, label: o.label }));
const WINDOW = BOOKING_WINDOW_OPTIONS.map((o) => ({ value: o.days, label: o.label }));

/** The earliest slot and booking window selects, from the spec's option lists (global and team forms). */
export function WindowFields({ control, errors }: { control: Control<WindowValues>; errors: FieldErrors<WindowValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <OptionSelect
        control={control}
        error={errors.earliestSlotMinutes?.message}
        name="earliestSlotMinutes"
        label="Earliest slot"
        options={EARLIEST}
        hint="Minimum notice before the first bookable slot."
      />
      <OptionSelect
        control={control}
        error={errors.bookingWindowDays?.message}
        name="bookingWindowDays"
        label="Booking window"
        options={WINDOW}
        hint="How far ahead prospects can book."
      />
    </div>
  );
}

type SelectProps = {
  control: Control<WindowValues>;
  error?: string;
  name: keyof WindowValues;
  label: string;
  options: { value: number; label: string }[];
  hint: string;
};

function OptionSelect({ control, error, name, label, options, hint }: SelectProps) {
  return (
    <FormField id={name} label={label} error={error} hint={hint}>
      {(fieldProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...fieldProps}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
