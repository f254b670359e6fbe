import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxList } from '@web/components/ui/checkbox-list';
import { FieldError, FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { SegmentedControlField } from '@web/components/ui/segmented-control';
import { Switch } from '@web/components/ui/switch';
import { ControllerField } from '@web/components/ui/controller-field';
import { useDistributionOptions, useMatchingRuleOptions } from '../api/list-options';
import { METHOD_OPTIONS, type RelayForm } from './relay-form-model';
import { useRelayFieldError as useErr } from './use-relay-field-error';

// The steps that decide who takes a prospect: CRM-owner matching, pods, round robin and the fallback pod.

export function StepMatching() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const rules = useMatchingRuleOptions();
  const enabled = useWatch({ control, name: 'handoverEnabled' });
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-3 text-sm font-medium">
        <Controller
          control={control}
          name="handoverEnabled"
          render={({ field }) => (
            <Switch checked={!!field.value} onCheckedChange={field.onChange} aria-label="Match prospects to CRM owners" />
          )}
        />
        Match prospects to their CRM owner first (handover)
      </label>
      {enabled && (
        <ControllerField
          control={control}
          name="matchingRuleIds"
          id="relay-matching"
          label="Matching rules, in evaluation order (at most 6)"
          error={err('matchingRuleIds')}
        >
          {(field, a) => (
            <CheckboxList
              id={a.id}
              options={(rules.data ?? []).map((r) => ({
                value: r.id,
                label: r.name,
                description: `By ${r.definition.matchBy.by.replace('_', ' ')}`,
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        </ControllerField>
      )}
    </div>
  );
}

export function StepPods() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const pods = useDistributionOptions('rule');
  return (
    <ControllerField
      control={control}
      name="distributionPodIds"
      id="relay-pods"
      label="Distribution pods"
      error={err('distributionPodIds')}
      hint="Prospects no matching rule assigns go to the first pod whose conditions they meet."
    >
      {(field, a) => (
        <CheckboxList
          id={a.id}
          options={(pods.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    </ControllerField>
  );
}

export function StepRoundRobin() {
  const { control } = useFormContext<RelayForm>();
  const err = useErr();
  const method = (name: 'roundRobin.internal' | 'roundRobin.links', legend: string) => (
    <SegmentedControlField control={control} name={name} legend={legend} options={METHOD_OPTIONS.map((m) => ({ ...m }))} />
  );
  return (
    <div className="grid gap-4">
      {method('roundRobin.internal', 'Internal bookings (a booker in the app)')}
      {method('roundRobin.links', 'Bookings through relay and pod links')}
      <FieldError>{err('roundRobin')}</FieldError>
    </div>
  );
}

export function StepFallback() {
  const { register } = useFormContext<RelayForm>();
  const err = useErr();
  const pods = useDistributionOptions('fallback_pod');
  return (
    <FormField
      id="relay-fallback"
      label="Fallback pod"
      error={err('fallbackPodId')}
      hint="Takes every prospect no rule or pod took; a fallback pod has no conditions."
    >
      <Select {...register('fallbackPodId')} placeholder="Select a fallback pod">
        {namedOptions(pods.data)}
      </Select>
    </FormField>
  );
}
