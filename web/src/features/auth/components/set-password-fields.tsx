import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type PasswordValues = { password: string; confirmPassword: string };

/** New password + confirmation, shared by reset, invitation and change-password forms. */
export function SetPasswordFields<T extends PasswordValues>({
  register,
  errors,
  label = 'New password',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label?: string;
}) {
  const reg = register as unknown as UseFormRegister<PasswordValues>;
  const errs = errors as FieldErrors<PasswordValues>;
  return (
    <>
      <FormField id="password" label={label} error={errs.password?.message} hint="At least 5 characters and 1 special character.">
        <Input type="password" autoComplete="new-password" {...reg('password')} />
      </FormField>
      <FormField id="confirmPassword" label="Confirm password" error={errs.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...reg('confirmPassword')} />
      </FormField>
    </>
  );
}
