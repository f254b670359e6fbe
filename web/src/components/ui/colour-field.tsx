import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ColourInput } from './colour-input';

/**
 * A colour bound to a react-hook-form field, with the error the form holds for it. `inputName` names the
 * radio group where the field's path would not do; `fallback` shows while the field is still empty.
 */
export function ColourField<T extends FieldValues>({
  control,
  name,
  inputName = name,
  legend,
  fallback,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  inputName?: string;
  legend: string;
  fallback?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColourInput
          name={inputName}
          legend={legend}
          value={(field.value ?? fallback) as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
