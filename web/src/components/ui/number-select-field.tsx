import { get, useFormState, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { ControllerField } from './controller-field';
import { Select } from './select';

type Option = { value: number; label: string };

/**
 * A labelled select over fixed numeric options bound to a react-hook-form field: the form keeps a number, the
 * control a string. With `format`, a saved value outside the list stays selectable under its own label. The error
 * shown is the one the form holds for the field.
 */
export function NumberSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  hint,
  format,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly Option[];
  hint?: string;
  format?: (value: number) => string;
  disabled?: boolean;
}) {
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return (
    <ControllerField control={control} name={name} label={label} error={error} hint={hint}>
      {(field, fieldProps) => {
        const list =
          format && !options.some((o) => o.value === field.value)
            ? [...options, { value: field.value, label: format(field.value) }]
            : options;
        return (
          <Select
            {...fieldProps}
            ref={field.ref}
            value={String(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(Number(e.target.value))}
            disabled={disabled}
          >
            {list.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        );
      }}
    </ControllerField>
  );
}
