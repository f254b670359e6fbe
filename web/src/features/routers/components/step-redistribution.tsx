import { useFormContext } from 'react-hook-form';
import { NOT_BOOKED_MINUTES } from '@contracts/routers';
import { FormSection } from '@web/components/ui/form-section';
import { NumberSelectField } from '@web/components/ui/number-select-field';
import { useDistributionOptions } from '../api/list-options';
import { RuleSequenceFormField } from './rule-sequence-form-field';
import type { RouterForm } from './router-form-model';
import { toSequenceRule } from './step-distribution';
import { SwitchRow } from './switch-row';

const NOT_BOOKED_OPTIONS = NOT_BOOKED_MINUTES.map((m) => ({ value: m, label: `${m} minutes` }));

/** Step 4, Set up redistribution: who gets a prospect that did not book within the not-booked time. */
export function StepRedistribution() {
  const { control, watch, clearErrors } = useFormContext<RouterForm>();
  const rules = useDistributionOptions('rule');
  const pods = useDistributionOptions('fallback_pod');
  const enabled = watch('redistributionEnabled');
  return (
    <div>
      <FormSection
        title="Redistribution"
        description="When a prospect does not book in time, hand them to another representative by the rules below."
      >
        <SwitchRow
          name="redistributionEnabled"
          label="Redistribution"
          showState
          description={
            enabled ? 'Prospects who do not book are redistributed after the wait.' : 'Prospects stay with the first representative.'
          }
          onChange={() => clearErrors('redistributionRuleIds')}
        />
        <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60">
          <legend className="sr-only">Redistribution settings</legend>
          <NumberSelectField
            control={control}
            name="notBookedMinutes"
            label="Not-booked time"
            hint="How long a prospect has to book before they are redistributed."
            options={NOT_BOOKED_OPTIONS}
          />
          {enabled && (
            <RuleSequenceFormField
              name="redistributionRuleIds"
              what="redistribution rules"
              rules={[...(rules.data ?? []), ...(pods.data ?? [])].map(toSequenceRule)}
              loading={rules.isPending || pods.isPending}
              createLink={{ to: '/distribution-rules/new', label: 'Create a distribution rule' }}
            />
          )}
        </fieldset>
      </FormSection>
    </div>
  );
}
