import { Controller, useFormContext } from 'react-hook-form';
import { CAMPAIGN_CRM_LABELS, CAMPAIGN_CRM_SETTINGS } from '@contracts/campaign';
import { ASSET_POSITION_LABELS } from '@contracts/assets';
import { Link } from 'react-router';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { Switch } from '@web/components/ui/switch';
import { useAssetTemplateOptions, useFormOptions } from '../api/list-options';
import type { CampaignForm } from './campaign-form-model';
import { Section } from './campaign-section';

// The editor's cards for what the prospect sees and what happens after: form, layout, redirects, CRM.

/** The contact form, its consent text and the country phone numbers are read in. */
export function FormCard() {
  const { register, control, formState, watch } = useFormContext<CampaignForm>();
  const errors = formState.errors;
  const forms = useFormOptions();
  const consent = watch('consentEnabled');
  const native = (forms.data ?? []).filter((f) => f.kind === 'form');
  const marketing = (forms.data ?? []).filter((f) => f.kind === 'marketing_form');
  return (
    <Section title="Contact form" description="Shown when the link does not carry the prospect's e-mail. A pre-filled link skips it.">
      <FormField id="formId" label="Form" error={errors.formId?.message}>
        <Select placeholder="Select a form" {...register('formId')}>
          {namedOptions(native)}
        </Select>
      </FormField>
      <div className="flex items-center justify-between gap-3 rounded-md border p-3">
        <label htmlFor="consentEnabled" className="text-sm font-medium">
          Ask for consent
        </label>
        <Controller
          control={control}
          name="consentEnabled"
          render={({ field }) => <Switch id="consentEnabled" checked={field.value} onCheckedChange={field.onChange} />}
        />
      </div>
      {consent && (
        <FormField id="consentText" label="Consent text" error={errors.consentText?.message} hint="Up to 300 characters.">
          <Textarea rows={3} maxLength={300} {...register('consentText')} />
        </FormField>
      )}
      <FormField
        id="defaultCountryCode"
        label="Default country code"
        error={errors.defaultCountryCode?.message}
        hint="Phone numbers without a +code are read in this country (e.g. US, GB, DE)."
      >
        <Input className="w-24 uppercase" maxLength={2} autoComplete="off" {...register('defaultCountryCode')} />
      </FormField>
      <FormField
        id="marketingFormId"
        label="Marketing form (optional)"
        error={errors.marketingFormId?.message}
        hint="The marketing form this campaign follows up on, for reference in reports."
      >
        <Select placeholder="None" {...register('marketingFormId')}>
          <option value="">None</option>
          {namedOptions(marketing)}
        </Select>
      </FormField>
    </Section>
  );
}

/** Asset template layout: the template that places the page's image or video beside or behind the scheduler. */
export function LayoutCard() {
  const { register, formState } = useFormContext<CampaignForm>();
  const templates = useAssetTemplateOptions();
  return (
    <Section title="Asset template layout" description="How the router link's page arranges your asset and the scheduler.">
      <FormField
        id="assetTemplateId"
        label="Asset template"
        error={formState.errors.assetTemplateId?.message}
        hint={
          <>
            Templates are made under <Link to="/meeting-links/settings/asset-configuration">Asset configuration</Link>.
          </>
        }
      >
        <Select {...register('assetTemplateId')}>
          {(templates.data ?? []).map((t) => (
            <option key={t.id} value={t.system ? '' : t.id}>
              {t.name} ({ASSET_POSITION_LABELS[t.assetPosition]}
              {t.asset ? `, ${t.asset.name}` : ''})
            </option>
          ))}
        </Select>
      </FormField>
    </Section>
  );
}

/** Where prospects go: after booking, and when they do not book. */
export function RedirectsCard() {
  const { register, formState } = useFormContext<CampaignForm>();
  const errors = formState.errors;
  return (
    <Section title="Post-booking redirect" description="Leave the post-booking URL empty to keep prospects on the confirmation page.">
      <FormField id="postBookingRedirectUrl" label="Post booking redirect URL" error={errors.postBookingRedirectUrl?.message}>
        <Input type="url" placeholder="https://www.example.com/thank-you" {...register('postBookingRedirectUrl')} />
      </FormField>
      <FormField id="redirectUrl" label="Redirect URL (not booked or disqualified)" error={errors.redirectUrl?.message}>
        <Input type="url" placeholder="https://www.example.com/resources" {...register('redirectUrl')} />
      </FormField>
    </Section>
  );
}

/** What the router does with CRM records. */
export function CrmCard() {
  const { control, formState } = useFormContext<CampaignForm>();
  return (
    <Section title="CRM record creation" description="What happens to the prospect's record in your CRM.">
      <RadioCardsField
        control={control}
        name="crmRecords"
        legend="CRM records"
        error={formState.errors.crmRecords?.message}
        options={CAMPAIGN_CRM_SETTINGS.map((s) => ({ value: s, label: CAMPAIGN_CRM_LABELS[s] }))}
      />
    </Section>
  );
}
