import { Controller, useFormContext } from 'react-hook-form';
import { CAMPAIGN_CRM_LABELS, CAMPAIGN_CRM_SETTINGS } from '@contracts/campaign';
import { ASSET_POSITION_LABELS } from '@contracts/assets';
import { Link } from 'react-router';
import { FormField } from '@web/components/ui/form-field';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { Switch } from '@web/components/ui/switch';
import { SelectField, TextField, TextareaField } from '@web/components/ui/text-field';
import { useAssetTemplateOptions, useFormOptions } from '../api/list-options';
import type { CampaignForm } from './campaign-form-model';
import { Section } from './campaign-section';

// The editor's cards for what the prospect sees and what happens after: form, layout, redirects, CRM.

/** The contact form, its consent text and the country phone numbers are read in. */
export function FormCard() {
  const form = useFormContext<CampaignForm>();
  const { control, formState, watch } = form;
  const errors = formState.errors;
  const forms = useFormOptions();
  const consent = watch('consentEnabled');
  const native = (forms.data ?? []).filter((f) => f.kind === 'form');
  const marketing = (forms.data ?? []).filter((f) => f.kind === 'marketing_form');
  return (
    <Section title="Contact form" description="Shown when the link does not carry the prospect's e-mail. A pre-filled link skips it.">
      <SelectField form={form} name="formId" label="Form" placeholder="Select a form">
        {namedOptions(native)}
      </SelectField>
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
        <TextareaField form={form} name="consentText" label="Consent text" hint="Up to 300 characters." rows={3} maxLength={300} />
      )}
      <TextField
        form={form}
        name="defaultCountryCode"
        label="Default country code"
        hint="Phone numbers without a +code are read in this country (e.g. US, GB, DE)."
        className="w-24 uppercase"
        maxLength={2}
        autoComplete="off"
      />
      <SelectField
        form={form}
        name="marketingFormId"
        label="Marketing form (optional)"
        hint="The marketing form this campaign follows up on, for reference in reports."
        placeholder="None"
      >
        <option value="">None</option>
        {namedOptions(marketing)}
      </SelectField>
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
  const form = useFormContext<CampaignForm>();
  return (
    <Section title="Post-booking redirect" description="Leave the post-booking URL empty to keep prospects on the confirmation page.">
      <TextField
        form={form}
        name="postBookingRedirectUrl"
        label="Post booking redirect URL"
        type="url"
        placeholder="https://www.example.com/thank-you"
      />
      <TextField
        form={form}
        name="redirectUrl"
        label="Redirect URL (not booked or disqualified)"
        type="url"
        placeholder="https://www.example.com/resources"
      />
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
