import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { updateOrganizationSchema, type OrganizationDto } from '@contracts/organization';
import { TimezoneField } from '@web/components/ui/timezone-field';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { TextField } from '@web/components/ui/text-field';
import { submitTo } from '@web/lib/forms';
import { useSaveOrganization } from '../api/update-organization';
import { StepCard } from './onboarding-layout';

const schema = v.pick(updateOrganizationSchema, ['company', 'defaultTimezone']);
type Values = { company: string; defaultTimezone: string };

/** Company name and default time zone; a fresh 'UTC' organization is offered the browser's zone instead. */
export function OrganizationStep({
  organization,
  onDone,
  onSkip,
}: {
  organization: OrganizationDto;
  onDone: (timezone: string) => void;
  onSkip: () => void;
}) {
  const save = useSaveOrganization();
  const suggested = organization.defaultTimezone === 'UTC' ? browserTimezone() : organization.defaultTimezone;
  const form = useForm<Values>({
    resolver: valibotResolver(schema) as never,
    defaultValues: { company: organization.company, defaultTimezone: suggested },
  });
  const onSubmit = submitTo(form, save, ['company', 'defaultTimezone'], (org) => onDone(org.defaultTimezone));
  return (
    <StepCard
      title="Set up your organization"
      description="Confirm your company name and the time zone new teams and members start with."
      onSubmit={onSubmit}
      onSkip={onSkip}
      pending={save.isPending}
    >
      <TextField form={form} name="company" label="Company name" autoComplete="organization" />
      <TimezoneField control={form.control} name="defaultTimezone" id="defaultTimezone" label="Default time zone" />
    </StepCard>
  );
}
