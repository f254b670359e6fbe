import * as React from 'react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { MultiSelect } from '@web/components/ui/multi-select';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { ControllerField } from '@web/components/ui/controller-field';
import { SelectField } from '@web/components/ui/text-field';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { useTeamDetail, useTeamOptions } from '../api/list-options';
import type { CampaignForm } from './campaign-form-model';
import { Section } from './campaign-section';
import { WeightsTable } from './weights-table';

const DISTRIBUTIONS = [
  { value: 'round_robin_all', label: 'All assigned members', description: 'Every assigned member takes turns.' },
  { value: 'round_robin_select', label: 'Selected members', description: 'Only the members you pick, each with a weight.' },
  { value: 'round_robin_group', label: 'Groups', description: 'A primary group takes turns; additional groups join each meeting.' },
];
const METHODS = [
  { value: 'round_robin_strict', label: 'Strict', description: 'The next member is chosen before slots are shown.' },
  { value: 'round_robin_available', label: 'Available', description: 'Whoever is free for the chosen slot, in turn.' },
  { value: 'round_robin_balanced', label: 'Balanced', description: 'Evens out meeting counts by weight.' },
];

const messageOf = (e: unknown) => (e as FieldError | undefined)?.message ?? (e as { root?: FieldError } | undefined)?.root?.message;

/** Fallback distribution: distribution type, team, round robin method, memberships with weights or groups. */
export function FallbackCard() {
  const form = useFormContext<CampaignForm>();
  const { control, watch, setValue, formState } = form;
  const errors = formState.errors.fallback;
  const [distribution, teamId, memberships, assigned] = watch([
    'fallback.distribution',
    'fallback.teamId',
    'fallback.memberships',
    'assignedMemberIds',
  ]);
  const teams = useTeamOptions();
  const team = useTeamDetail(teamId);
  const groupsIncluded = usePlanIncludes('group_round_robin');
  const people = team.data?.members ?? [];
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const inRotation =
    distribution === 'round_robin_all'
      ? assigned.map((id) => ({ id, name: nameOf.get(id) ?? 'Member' }))
      : memberships.map((m) => ({ id: m.userId, name: nameOf.get(m.userId) ?? 'Member' }));

  // With "all assigned members" the weights follow the assigned list.
  React.useEffect(() => {
    if (distribution !== 'round_robin_all') return;
    const have = new Map(memberships.map((m) => [m.userId, m.weight]));
    const next = assigned.map((userId) => ({ userId, weight: have.get(userId) ?? 1 }));
    if (next.length !== memberships.length || next.some((m, i) => m.userId !== memberships[i]?.userId))
      setValue('fallback.memberships', next);
  }, [distribution, assigned, memberships, setValue]);

  return (
    <Section
      title="Fallback distribution"
      description="Who meets prospects no matching rule assigns: a round robin over your campaign members."
    >
      <RadioCardsField
        control={control}
        name="fallback.distribution"
        inputName="fallback-distribution"
        legend="Distribution type"
        onPick={(v) => {
          if (v === 'round_robin_select')
            setValue(
              'fallback.memberships',
              assigned.map((userId) => ({ userId, weight: 1 })),
            );
        }}
        error={errors?.distribution?.message}
        options={DISTRIBUTIONS.map((d) => ({ ...d, disabled: d.value === 'round_robin_group' && !groupsIncluded }))}
      />
      {!groupsIncluded && <EnterpriseNote feature="group_round_robin" />}
      <SelectField form={form} name="fallback.teamId" id="fallback-team" label="Team" placeholder="Select a team">
        {namedOptions(teams.data)}
      </SelectField>
      {distribution === 'round_robin_select' && (
        <FormField id="fallback-members" label="Campaign members" error={messageOf(errors?.memberships)}>
          {(p) => (
            <MultiSelect
              {...p}
              aria-invalid={!!p['aria-invalid']}
              value={memberships.map((m) => m.userId)}
              onChange={(ids) =>
                setValue(
                  'fallback.memberships',
                  ids.map((userId) => ({ userId, weight: memberships.find((m) => m.userId === userId)?.weight ?? 1 })),
                  { shouldValidate: formState.isSubmitted },
                )
              }
              placeholder="Select members"
              options={people.map((m) => ({ value: m.id, label: m.name, description: m.email }))}
            />
          )}
        </FormField>
      )}
      {distribution === 'round_robin_group' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="fallback.primaryGroupId"
            id="fallback-primary"
            label="Primary group"
            placeholder="Select a primary group"
          >
            {namedOptions(team.data?.groups)}
          </SelectField>
          <ControllerField
            control={control}
            name="fallback.additionalGroupIds"
            id="fallback-additional"
            label="Additional and second additional group"
            error={messageOf(errors?.additionalGroupIds)}
          >
            {(field, p) => (
              <MultiSelect
                {...p}
                aria-invalid={!!p['aria-invalid']}
                value={field.value}
                onChange={(v) => field.onChange(v.slice(0, 2))}
                placeholder="Select up to two groups"
                options={(team.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
              />
            )}
          </ControllerField>
        </div>
      ) : (
        <Controller
          control={control}
          name="fallback.memberships"
          render={({ field }) => (
            <WeightsTable members={inRotation} value={field.value} onChange={field.onChange} errors={errors?.memberships} />
          )}
        />
      )}
      <RadioCardsField
        control={control}
        name="fallback.method"
        inputName="fallback-method"
        legend="Round robin method"
        error={errors?.method?.message}
        options={METHODS}
      />
    </Section>
  );
}
