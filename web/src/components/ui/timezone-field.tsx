import type * as React from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { TimezoneSelect } from './timezone-select';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label?: string;
  hint?: React.ReactNode;
  disabled?: boolean;
};

/**
 * A react-hook-form time zone field: label, searchable zone picker and the field's error. Controlled,
 * because the picker is a combobox, not an input `register` could reach.
 */
export function TimezoneField<T extends FieldValues>({ control, name, id, label = 'Time zone', hint, disabled }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} hint={hint}>
          <TimezoneSelect
            ref={field.ref}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
