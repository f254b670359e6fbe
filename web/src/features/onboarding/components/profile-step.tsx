import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { updateProfileSchema, type MemberDto } from '@contracts/members';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
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
  const onSubmit = submitTo(form, save, ['name', 'timezone', 'contactNumber'], onDone);
  return (
    <StepCard
      title={`Welcome to ${company}`}
      description="Check how you appear to teammates and prospects. Meeting times are shown in your time zone."
      onSubmit={onSubmit}
      onSkip={onSkip}
      pending={save.isPending}
    >
      <TextField form={form} name="name" label="Name" autoComplete="name" />
      <TimezoneField control={form.control} name="timezone" id="timezone" />
      <TextField
        form={form}
        name="contactNumber"
        label="Contact number (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 010 0200"
      />
    </StepCard>
  );
}
