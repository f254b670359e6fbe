import { type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { ChipsInput } from '@web/components/ui/chips-input';
import { ControllerField } from '@web/components/ui/controller-field';

/** The e-mail domains an identity provider signs in, for the OIDC and the SAML setup alike. */
export function SsoDomainsField<T extends FieldValues & { domains: string[] }>({
  id,
  control,
  errors,
}: {
  id: string;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  // A domain's own error (the list's item) when the list as a whole has none.
  const listError = errors.domains as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  const error = Array.isArray(listError) ? listError.find(Boolean)?.message : listError?.message;
  return (
    <ControllerField
      control={control}
      name={'domains' as Path<T>}
      id={id}
      label="Email domains"
      error={error}
      hint="Addresses at these domains sign in through this identity provider."
    >
      {(field, fieldControl) => (
        <ChipsInput
          {...fieldControl}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder="example.com"
        />
      )}
    </ControllerField>
  );
}
