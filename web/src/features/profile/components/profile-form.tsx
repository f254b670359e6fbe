import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { MEMBER_ERRORS, updateProfileSchema, type MemberDto } from '@contracts/members';
import { ROLE_LABELS } from '@contracts/common';
import { FormSection, SaveBar, SettingsFormCard } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { SocialLinkFields } from '@web/components/profile/social-link-fields';
import { ApiRequestError } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/forms';
import { useUpdateProfile } from '../api/update-profile';

const schema = v.omit(updateProfileSchema, ['onboarded']);
type Values = { name: string; timezone: string; contactNumber: string; linkedinUrl: string; twitterUrl: string };
const FIELDS = ['name', 'timezone', 'contactNumber', 'linkedinUrl', 'twitterUrl'] as const;

const toValues = (p: MemberDto): Values => ({
  name: p.name,
  timezone: p.timezone,
  contactNumber: p.contactNumber ?? '',
  linkedinUrl: p.linkedinUrl ?? '',
  twitterUrl: p.twitterUrl ?? '',
});

export function ProfileForm({ profile }: { profile: MemberDto }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({ resolver: valibotResolver(schema) as never, defaultValues: toValues(profile) });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success('Profile updated');
      },
      onError: (e) => {
        const onField =
          e instanceof ApiRequestError && e.fieldErrors.some((f) => f.field && (FIELDS as readonly string[]).includes(f.field));
        if (onField) applyServerErrors(e, form.setError, FIELDS);
        else toast.error(MEMBER_ERRORS.profile);
      },
    }),
  );
  return (
    <SettingsFormCard onSubmit={onSubmit}>
      <FormSection title="Personal details" description={`Signed in as ${profile.email} · ${ROLE_LABELS[profile.role]}`}>
        <TextField form={form} name="name" label="Name" autoComplete="name" />
        <FormField id="email" label="Email" hint="Ask an Admin if your e-mail address needs to change.">
          <Input value={profile.email} readOnly disabled />
        </FormField>
        <TimezoneField control={form.control} name="timezone" id="timezone" hint="Your availability and meeting times use this zone." />
        <TextField form={form} name="contactNumber" label="Contact number" type="tel" autoComplete="tel" placeholder="+1 555 010 0200" />
      </FormSection>
      <FormSection title="Social links" description="Prospects see these on your booking page.">
        <SocialLinkFields register={form.register} errors={errors} />
      </FormSection>
      <SaveBar dirty={isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
    </SettingsFormCard>
  );
}
