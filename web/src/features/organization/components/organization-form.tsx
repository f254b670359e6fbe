import { Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { SIGNUP_MODE_LABELS, SIGNUP_MODES, updateOrganizationSchema, type OrganizationDto } from '@contracts/organization';
import { ChipsInput, chipErrorsOf } from '@web/components/ui/chips-input';
import { FormSection, SaveBar, SettingsFormCard } from '@web/components/ui/form-section';
import { FormField } from '@web/components/ui/form-field';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { TIME_FORMAT_OPTIONS } from '@web/components/scheduling/time-format-options';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { TextField } from '@web/components/ui/text-field';
import { useSettingsForm, type SettingsFormOptions } from '@web/lib/use-settings-form';
import { useUpdateOrganization } from '../api/update-organization';
import { LogoPreview } from './logo-preview';

const schema = v.omit(updateOrganizationSchema, ['onboarded']);
type Values = {
  company: string;
  logoUrl: string;
  defaultTimezone: string;
  domainAllowlist: string[];
  signupMode: OrganizationDto['signupMode'];
  timeFormat: OrganizationDto['timeFormat'];
};
const FIELDS = ['company', 'logoUrl', 'defaultTimezone', 'domainAllowlist', 'signupMode', 'timeFormat'] as const;

const SIGNUP_DESCRIPTIONS: Record<OrganizationDto['signupMode'], string> = {
  invite_only: 'Only people an Admin or Manager invites can join.',
  allowed_domains: 'Anyone whose work e-mail is on one of the domains below can create an account.',
};

const toValues = (o: OrganizationDto): Values => ({
  company: o.company,
  logoUrl: o.logoUrl ?? '',
  defaultTimezone: o.defaultTimezone,
  domainAllowlist: o.domainAllowlist,
  signupMode: o.signupMode,
  timeFormat: o.timeFormat,
});
const SETTINGS: SettingsFormOptions<Values, OrganizationDto> = {
  resolver: valibotResolver(schema),
  toValues,
  fields: FIELDS,
  savedMessage: 'Organization details updated',
};

const normalizeDomain = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^.*@/, '')
    .replace(/\/.*$/, '');

export function OrganizationForm({ organization }: { organization: OrganizationDto }) {
  const update = useUpdateOrganization();
  const { form, onSubmit } = useSettingsForm(SETTINGS, organization, update);
  const { errors, isDirty } = form.formState;
  const [company, logoUrl, signupMode, domains] = form.watch(['company', 'logoUrl', 'signupMode', 'domainAllowlist']);

  const domainHint =
    signupMode === 'allowed_domains' && domains.length === 0
      ? 'Add at least one domain, otherwise nobody can sign up on their own.'
      : `Type a domain and press Enter${organization.emailDomain ? `, for example ${organization.emailDomain}` : ''}.`;

  return (
    <SettingsFormCard onSubmit={onSubmit}>
      <FormSection title="Company" description="Shown on booking pages, e-mails and invitations.">
        <TextField form={form} name="company" label="Company name" autoComplete="organization" />
        <TextField
          form={form}
          name="logoUrl"
          label="Logo URL"
          hint="A square image works best (128x128 pixels)."
          type="url"
          inputMode="url"
          placeholder="https://example.com/logo.png"
        />
        <LogoPreview url={logoUrl} company={company} />
      </FormSection>

      <FormSection title="Regional settings" description="Defaults for new teams and members, and how times are written.">
        <TimezoneField control={form.control} name="defaultTimezone" id="defaultTimezone" label="Default time zone" />
        <RadioCardsField control={form.control} name="timeFormat" legend="Time format" columns={2} options={TIME_FORMAT_OPTIONS} />
      </FormSection>

      <FormSection title="Sign-up and access" description="Decide who can create an account in your organization.">
        <RadioCardsField
          control={form.control}
          name="signupMode"
          legend="Who can sign up"
          error={errors.signupMode?.message}
          options={SIGNUP_MODES.map((m) => ({ value: m, label: SIGNUP_MODE_LABELS[m], description: SIGNUP_DESCRIPTIONS[m] }))}
        />
        <Controller
          control={form.control}
          name="domainAllowlist"
          render={({ field }) => (
            <FormField
              id="domainAllowlist"
              label="Allowed e-mail domains"
              error={errors.domainAllowlist?.message ?? errors.domainAllowlist?.root?.message}
              hint={domainHint}
            >
              <ChipsInput
                ref={field.ref}
                value={field.value}
                onChange={(next) => {
                  form.clearErrors('domainAllowlist');
                  field.onChange(next);
                }}
                onBlur={field.onBlur}
                normalize={normalizeDomain}
                placeholder="acme.com"
                chipErrors={chipErrorsOf(errors.domainAllowlist, field.value.length)}
              />
            </FormField>
          )}
        />
      </FormSection>

      <SaveBar dirty={isDirty} saving={update.isPending} onDiscard={() => form.reset()} />
    </SettingsFormCard>
  );
}
