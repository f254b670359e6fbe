import * as React from 'react';
import { useFormContext } from 'react-hook-form';
import { CAMPAIGN_MESSAGES } from '@contracts/campaign';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { MultiSelect } from '@web/components/ui/multi-select';
import { Select } from '@web/components/ui/select';
import { meetingTypeLabel, namedOptions } from '@web/components/ui/named-options';
import { SlugInput, type SlugStatus } from '@web/components/ui/slug-input';
import { ControllerField } from '@web/components/ui/controller-field';
import { SelectField } from '@web/components/ui/text-field';
import { checkCampaignSlug } from '../api/check-slug';
import { useMatchingRuleOptions, useMeetingTypeOptions, useTeamDetail, useTeamOptions } from '../api/list-options';
import type { CampaignForm } from './campaign-form-model';
import { slugFrom } from './campaign-form-model';
import { Section } from './campaign-section';

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
      if (!routerId && !getFieldState('slug').isDirty)
        setValue('slug', slugFrom(e.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  return (
    <Section title="Name" description="The name your team sees, and the address the router link ends with.">
      <FormField id="name" label="Router name" error={errors.name?.message}>
        <Input autoComplete="off" placeholder="Spring webinar follow-up" {...name} />
      </FormField>
      <FormField
        id="slug"
        label="Slug"
        error={errors.slug?.message ?? (status === 'unavailable' ? CAMPAIGN_MESSAGES.slugInUse : undefined)}
        hint="Letters, digits, hyphens, dots and underscores."
      >
        <SlugInput prefix={linkPrefix} status={status} {...register('slug')} />
      </FormField>
    </Section>
  );
}

/** Meeting assignment: the meeting type, the team, and the members the router books for. */
export function AssignmentCard() {
  const form = useFormContext<CampaignForm>();
  const { register, control, formState, watch, setValue, getValues } = form;
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
      <SelectField form={form} name="meetingTypeId" label="Meeting type" placeholder="Select a meeting type">
        {namedOptions(types.data, meetingTypeLabel)}
      </SelectField>
      <FormField id="teamId" label="Team" error={errors.teamId?.message}>
        <Select placeholder="Select a team" {...teamField}>
          {namedOptions(teams.data)}
        </Select>
      </FormField>
      <ControllerField
        control={control}
        name="assignedMemberIds"
        label="Assigned members"
        error={errors.assignedMemberIds?.message ?? errors.assignedMemberIds?.root?.message}
      >
        {(field, p) => (
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
      </ControllerField>
    </Section>
  );
}

/** Matching rules, in evaluation order (at most 6): a matched prospect meets the record's owner. */
export function MatchingCard() {
  const { control, formState } = useFormContext<CampaignForm>();
  const rules = useMatchingRuleOptions();
  const error = formState.errors.matchingRuleIds;
  return (
    <Section
      title="Matching rules"
      description="Prospects who match a CRM record meet its owner (via campaign_matching_rule). Without a match, the fallback distribution decides."
    >
      <ControllerField
        control={control}
        name="matchingRuleIds"
        label="Matching rules (at most 6, in this order)"
        error={error?.message ?? error?.root?.message}
      >
        {(field, p) => (
          <MultiSelect
            {...p}
            aria-invalid={!!p['aria-invalid']}
            value={field.value}
            onChange={field.onChange}
            placeholder="No matching rules: every prospect goes to the fallback distribution"
            options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        )}
      </ControllerField>
    </Section>
  );
}
