import { useFormContext } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

/** Where the prospect is sent (after booking, or on redistribution); off while the plan has no rule redirects. */
export function RedirectUrlField({
  name,
  label,
  hint,
  placeholder,
  disabled,
}: {
  name: string;
  label: string;
  hint: string;
  placeholder: string;
  disabled: boolean;
}) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <FormField id={name} label={label} error={getFieldState(name, formState).error?.message} hint={hint}>
      <Input type="url" inputMode="url" placeholder={placeholder} autoComplete="off" disabled={disabled} {...register(name)} />
    </FormField>
  );
}
