import * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ASSET_LAYOUTS, ASSET_LAYOUT_LABELS, CAMPAIGN_CRM_LABELS, CAMPAIGN_CRM_SETTINGS, CAMPAIGN_MESSAGES } from '@contracts/campaign';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { MultiSelect } from '@web/components/ui/multi-select';
import { RadioCards } from '@web/components/ui/radio-cards';
import { Select } from '@web/components/ui/select';
import { SlugInput, type SlugStatus } from '@web/components/ui/slug-input';
import { Switch } from '@web/components/ui/switch';
import { checkCampaignSlug } from '../api/check-slug';
import { useFormOptions, useMatchingRuleOptions, useMeetingTypeOptions, useTeamDetail, useTeamOptions } from '../api/list-options';
import type { CampaignForm } from './campaign-form-model';
import { slugFrom } from './campaign-form-model';
import { FallbackCard } from './fallback-card';

export function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** Name and slug; the slug follows the name until edited, and is checked for use as it is typed. */
export function NameCard({ routerId, linkPrefix }: { routerId?: string; linkPrefix: string }) {
  const { register, formState, watch, setValue, getFieldState } = useFormContext<CampaignForm>();
  const errors = formState.errors;
  const slug = watch('slug');
  const [status, setStatus] = React.useState<SlugStatus>('idle');
  React.useEffect(() => {
    if (!slug || !/^[A-Za-z0-9._-]+$/.test(slug)) return setStatus('idle');
    setStatus('checking');
    const t = setTimeout(() => {
      checkCampaignSlug(slug, routerId).then(
        (free) => setStatus(free ? 'available' : 'unavailable'),
        () => setStatus('idle'),
      );
    }, 300);
    return () => clearTimeout(t);
  }, [slug, routerId]);
  const name = register('name', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (!routerId && !getFieldState('slug').isDirty) setValue('slug', slugFrom(e.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  return (
    <Section title="Name" description="The name your team sees, and the address the router link ends with.">
      <FormField id="name" label="Router name" error={errors.name?.message}>
        <Input autoComplete="off" placeholder="Spring webinar follow-up" {...name} />
      </FormField>
      <FormField id="slug" label="Slug" error={errors.slug?.message ?? (status === 'unavailable' ? CAMPAIGN_MESSAGES.slugInUse : undefined)} hint="Letters, digits, hyphens, dots and underscores.">
        <SlugInput prefix={linkPrefix} status={status} {...register('slug')} />
      </FormField>
    </Section>
  );
}

/** Meeting assignment: the meeting type, the team, and the members the router books for. */
export function AssignmentCard() {
  const { register, control, formState, watch, setValue, getValues } = useFormContext<CampaignForm>();
  const errors = formState.errors;
  const types = useMeetingTypeOptions();
  const teams = useTeamOptions();
  const teamId = watch('teamId');
  const team = useTeamDetail(teamId);
  const teamField = register('teamId', {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      // The fallback distribution follows the router's team unless it was set apart.
      const again = { shouldValidate: formState.isSubmitted };
      if (!getValues('fallback.teamId') || getValues('fallback.teamId') === teamId) setValue('fallback.teamId', e.target.value, again);
      setValue('assignedMemberIds', [], again);
    },
  });
  return (
    <Section title="Meeting type and assignment" description="What prospects book, and the representatives this router assigns.">
      <FormField id="meetingTypeId" label="Meeting type" error={errors.meetingTypeId?.message}>
        <Select placeholder="Select a meeting type" {...register('meetingTypeId')}>
          {(types.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.durationMinutes} min)
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="teamId" label="Team" error={errors.teamId?.message}>
        <Select placeholder="Select a team" {...teamField}>
          {(teams.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="assignedMemberIds" label="Assigned members" error={errors.assignedMemberIds?.message ?? errors.assignedMemberIds?.root?.message}>
        {(p) => (
          <Controller
            control={control}
            name="assignedMemberIds"
            render={({ field }) => (
              <MultiSelect
                {...p}
                aria-invalid={!!p['aria-invalid']}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!teamId}
                placeholder={teamId ? 'Select members' : 'Select a team first'}
                options={(team.data?.members ?? []).map((m) => ({ value: m.id, label: m.name, description: m.email }))}
              />
            )}
          />
        )}
      </FormField>
    </Section>
  );
}

/** Matching rules, in evaluation order (at most 6): a matched prospect meets the record's owner. */
export function MatchingCard() {
  const { control, formState } = useFormContext<CampaignForm>();
  const rules = useMatchingRuleOptions();
  const error = formState.errors.matchingRuleIds;
  return (
    <Section title="Matching rules" description="Prospects who match a CRM record meet its owner (via campaign_matching_rule). Without a match, the fallback distribution decides.">
      <FormField id="matchingRuleIds" label="Matching rules (at most 6, in this order)" error={error?.message ?? error?.root?.message}>
        {(p) => (
          <Controller
            control={control}
            name="matchingRuleIds"
            render={({ field }) => (
              <MultiSelect
                {...p}
                aria-invalid={!!p['aria-invalid']}
                value={field.value}
                onChange={field.onChange}
                placeholder="No matching rules: every prospect goes to the fallback distribution"
                options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              />
            )}
          />
        )}
      </FormField>
    </Section>
  );
}

export { FallbackCard };

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
          {native.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex items-center justify-between gap-3 rounded-md border p-3">
        <label htmlFor="consentEnabled" className="text-sm font-medium">
          Ask for consent
        </label>
        <Controller control={control} name="consentEnabled" render={({ field }) => <Switch id="consentEnabled" checked={field.value} onCheckedChange={field.onChange} />} />
      </div>
      {consent && (
        <FormField id="consentText" label="Consent text" error={errors.consentText?.message} hint="Up to 300 characters.">
          <Textarea rows={3} maxLength={300} {...register('consentText')} />
        </FormField>
      )}
      <FormField id="defaultCountryCode" label="Default country code" error={errors.defaultCountryCode?.message} hint="Phone numbers without a +code are read in this country (e.g. US, GB, DE).">
        <Input className="w-24 uppercase" maxLength={2} autoComplete="off" {...register('defaultCountryCode')} />
      </FormField>
      <FormField id="marketingFormId" label="Marketing form (optional)" error={errors.marketingFormId?.message} hint="The marketing form this campaign follows up on, for reference in reports.">
        <Select placeholder="None" {...register('marketingFormId')}>
          <option value="">None</option>
          {marketing.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      </FormField>
    </Section>
  );
}

/** Asset template layout: where the page's picture or video sits beside the scheduler. */
export function LayoutCard() {
  const { control } = useFormContext<CampaignForm>();
  return (
    <Section title="Asset template layout" description="How the router link's page arranges your asset and the scheduler.">
      <Controller
        control={control}
        name="assetLayout"
        render={({ field }) => (
          <RadioCards name="assetLayout" legend="Layout" columns={2} value={field.value} onChange={field.onChange} options={ASSET_LAYOUTS.map((l) => ({ value: l, label: ASSET_LAYOUT_LABELS[l] }))} />
        )}
      />
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
      <Controller
        control={control}
        name="crmRecords"
        render={({ field }) => (
          <RadioCards
            name="crmRecords"
            legend="CRM records"
            value={field.value || undefined}
            onChange={field.onChange}
            error={formState.errors.crmRecords?.message}
            options={CAMPAIGN_CRM_SETTINGS.map((s) => ({ value: s, label: CAMPAIGN_CRM_LABELS[s] }))}
          />
        )}
      />
    </Section>
  );
}
