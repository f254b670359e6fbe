import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import type { DistributionRuleDto } from '@contracts/distribution';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Select } from '@web/components/ui/select';
import { namedOptions } from '@web/components/ui/named-options';
import { useDistributionOptions } from '../api/list-options';
import type { SequenceRule } from './rule-sequence-field';
import { RuleSequenceFormField } from './rule-sequence-form-field';
import type { RouterForm } from './router-form-model';

const DISTRIBUTION_LABELS: Record<string, string> = {
  round_robin_all: 'all team members',
  round_robin_select: 'selected members',
  round_robin_group: 'groups',
};

/** A distribution rule or pod as a sequence entry: its name and whom it shares prospects among. */
export function toSequenceRule(r: DistributionRuleDto): SequenceRule {
  const conditions = r.definition.conditions.length;
  return {
    id: r.id,
    name: r.name,
    tag: r.kind === 'fallback_pod' ? 'Fallback pod' : undefined,
    detail: `Round robin among ${DISTRIBUTION_LABELS[r.definition.distribution] ?? r.definition.distribution}${conditions ? ` · ${conditions} condition${conditions === 1 ? '' : 's'}` : ''}`,
  };
}

/** Step 3, Add distribution rules: rules in order, and the fallback pod for prospects no rule takes. */
export function StepDistribution() {
  const { control, formState, clearErrors } = useFormContext<RouterForm>();
  const rules = useDistributionOptions('rule');
  const pods = useDistributionOptions('fallback_pod');
  const errors = formState.errors;
  return (
    <div>
      <FormSection
        title="Distribution rules"
        description="Prospects no matching rule routed are shared in round robin by the first distribution rule whose conditions hold."
      >
        <RuleSequenceFormField
          name="distributionRuleIds"
          what="distribution rules"
          rules={(rules.data ?? []).map(toSequenceRule)}
          loading={rules.isPending}
          createLink={{ to: '/distribution-rules/new', label: 'Create a distribution rule' }}
        />
      </FormSection>
      <FormSection
        title="Fallback pod"
        description="Takes every prospect no distribution rule matched. A router needs a distribution rule or a fallback pod."
      >
        <FormField
          id="fallbackPodId"
          label="Fallback pod"
          error={errors.fallbackPodId?.message}
          hint={
            pods.isSuccess && pods.data.length === 0 ? (
              <>
                No fallback pod yet.{' '}
                <Link to="/distribution-rules/new?kind=fallback_pod" className="font-medium text-primary hover:underline">
                  Create fallback pod
                </Link>
              </>
            ) : undefined
          }
        >
          {(props) => (
            <Controller
              control={control}
              name="fallbackPodId"
              render={({ field }) => (
                <Select
                  {...props}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    clearErrors('distributionRuleIds');
                  }}
                >
                  <option value="">No fallback pod</option>
                  {namedOptions(pods.data)}
                </Select>
              )}
            />
          )}
        </FormField>
      </FormSection>
    </div>
  );
}
