import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { updateProfileSchema, type MemberDto } from '@contracts/members';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { applyServerErrors } from '@web/lib/forms';
import { useSaveProfile } from '../api/update-profile';
import { StepCard } from './onboarding-layout';

const schema = v.pick(updateProfileSchema, ['name', 'timezone', 'contactNumber']);
type Values = { name: string; timezone: string; contactNumber: string };

export function ProfileStep({
  profile,
  company,
  onDone,
  onSkip,
}: {
  profile: MemberDto;
  company: string;
  onDone: () => void;
  onSkip: () => void;
}) {
  const save = useSaveProfile();
  const timezone = profile.timezone === 'UTC' ? browserTimezone() : profile.timezone;
  const form = useForm<Values>({
    resolver: valibotResolver(schema) as never,
    defaultValues: { name: profile.name, timezone, contactNumber: profile.contactNumber ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (e) => applyServerErrors(e, form.setError, ['name', 'timezone', 'contactNumber']),
    }),
  );
  return (
    <StepCard
      title={`Welcome to ${company}`}
      description="Check how you appear to teammates and prospects. Meeting times are shown in your time zone."
      onSubmit={onSubmit}
      onSkip={onSkip}
      pending={save.isPending}
    >
      <FormField id="name" label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <TimezoneField control={form.control} name="timezone" id="timezone" />
      <FormField id="contactNumber" label="Contact number (optional)" error={errors.contactNumber?.message}>
        <Input type="tel" autoComplete="tel" placeholder="+1 555 010 0200" {...form.register('contactNumber')} />
      </FormField>
    </StepCard>
  );
}
