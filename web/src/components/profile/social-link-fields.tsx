import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type SocialLinks = { linkedinUrl: string; twitterUrl: string };

/** A person's LinkedIn and Twitter addresses, shown on their booking page (own profile and a member's details). */
export function SocialLinkFields<T extends SocialLinks>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<SocialLinks>;
}) {
  return (
    <>
      <FormField id="linkedinUrl" label="LinkedIn" error={errors.linkedinUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://www.linkedin.com/in/…" {...register('linkedinUrl' as Path<T>)} />
      </FormField>
      <FormField id="twitterUrl" label="Twitter" error={errors.twitterUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://twitter.com/…" {...register('twitterUrl' as Path<T>)} />
      </FormField>
    </>
  );
}
