import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ChipsInput, chipErrorsOf } from './chips-input';
import { FormField } from './form-field';

/** A form's list of e-mail addresses as chips (lower-cased), each with its own error; editing clears the field's errors. */
export function EmailChipsField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
}: {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  // An array field's error carries its own message, the root's, and one per chip.
  const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
  const value = (field.value ?? []) as string[];
  return (
    <FormField id={id} label={label} error={error?.message ?? error?.root?.message} hint={hint}>
      {(p) => (
        <ChipsInput
          {...p}
          ref={field.ref}
          value={value}
          onChange={(next) => (form.clearErrors(name), field.onChange(next))}
          onBlur={field.onBlur}
          normalize={(s) => s.trim().toLowerCase()}
          placeholder="name@company.com"
          chipErrors={chipErrorsOf(error, value.length)}
        />
      )}
    </FormField>
  );
}
